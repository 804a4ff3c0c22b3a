'use client';

import { popularTopicsMessages, type PopularTopicsMessages } from './messages';
import { useMessages } from '../../messages/MessagesContext';
import { forwardRef, createElement, useId } from 'react';
import { fillTemplate, type HrefTemplate } from '../../utils/hrefTemplate';
import { handleInPlace } from '../../utils/plainClick';
import { Button } from '../Button';
import * as styles from './PopularTopics.css';
import { defaultPopularTopics } from './topics';
import type { HeadingLevel } from '../../utils/headingLevel';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';
import { Inline } from '../Inline';

export interface PopularTopicsProps extends RootProps<'div'> {
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<PopularTopicsMessages>;
  /** Called with a topic when its button (or, with `hrefForTopic`, its link) is pressed; the search page fills the box with it and searches. */
  onPick?: (topic: string) => void;
  /**
   * The address of a topic's results: a template such as `/search?q={topic}`,
   * or a function of the topic in client code. With it each topic is a link,
   * so it works without JavaScript; with `onPick` as well, a plain click
   * calls it instead of following the link.
   */
  hrefForTopic?: HrefTemplate<string>;
  /** The topics to offer; the product's five unless given. */
  topics?: readonly string[];
  /** The heading's level, to fit the page's outline; 2 unless given. */
  headingLevel?: HeadingLevel;
}

/** A "Popular Topics" heading and a list of buttons, one per topic. */
export const PopularTopics = forwardRef<HTMLDivElement, PopularTopicsProps>(function PopularTopics({ onPick, hrefForTopic, topics = defaultPopularTopics, headingLevel = 2, messages, className, ...rest }, ref) {
  const words = useMessages('popularTopics', popularTopicsMessages, messages);
  const headingId = useId();
  return (
    <Stack space="3" ref={ref} {...rest} className={className}>
      {createElement(`h${headingLevel}` as const, { id: headingId, className: styles.heading }, words.heading)}
      <Inline as="ul" space="2" aria-labelledby={headingId} className={styles.list}>
        {topics.map((topic) => (
          <li key={topic}>
            {hrefForTopic === undefined ? (
              <Button variant="secondary" size="small" onClick={() => onPick?.(topic)}>
                {topic}
              </Button>
            ) : (
              <Button
                href={fillTemplate(hrefForTopic, 'topic', topic)}
                variant="secondary"
                size="small"
                onClick={handleInPlace(onPick && (() => onPick(topic)))}
              >
                {topic}
              </Button>
            )}
          </li>
        ))}
      </Inline>
    </Stack>
  );
});
