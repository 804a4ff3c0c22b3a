'use client';

import { createElement, useId } from 'react';
import { Button } from '../Button';
import * as styles from './PopularTopics.css';
import { defaultPopularTopics } from './topics';
import type { HeadingLevel } from '../../utils/headingLevel';

export interface PopularTopicsProps {
  /** Called with a topic when its button is pressed; the search page fills the box with it and searches. */
  onPick: (topic: string) => void;
  /** The topics to offer; the product's five unless given. */
  topics?: readonly string[];
  /** The heading's level, to fit the page's outline; 2 unless given. */
  headingLevel?: HeadingLevel;
}

/** A "Popular Topics" heading and a list of buttons, one per topic. */
export function PopularTopics({ onPick, topics = defaultPopularTopics, headingLevel = 2 }: PopularTopicsProps) {
  const headingId = useId();
  return (
    <div className={styles.root}>
      {createElement(`h${headingLevel}` as const, { id: headingId, className: styles.heading }, 'Popular Topics')}
      <ul aria-labelledby={headingId} className={styles.list}>
        {topics.map((topic) => (
          <li key={topic}>
            <Button variant="secondary" size="small" onClick={() => onPick(topic)}>
              {topic}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
