import { tagListMessages, type TagListMessages } from './messages';
import { formatMessage } from '../../messages/format';
import { forwardRef, useId, type ReactNode } from 'react';
import { Chip } from '../Chip';
import { fillTemplate, type HrefTemplate } from '../../utils/hrefTemplate';
import * as styles from './TagList.css';
import type { RootProps } from '../../utils/rootProps';
import { Inline } from '../Inline';

/** Trims, drops blanks and repeats, keeping the first spelling of each tag. */
export function cleanTags(tags: ReadonlyArray<string> | null | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags ?? []) {
    if (typeof raw !== 'string') continue;
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

export interface TagListProps extends RootProps<'div'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<TagListMessages>;
  /** The article's topic tags; blanks and repeats are dropped. */
  tags: ReadonlyArray<string>;
  /** Where each tag links: a template such as `/search?tag={tag}` (the tag URL-encoded), or a function of the tag in client code; without it the tags are plain labels. */
  tagHref?: HrefTemplate<string>;
  /** The visible label that also names the list. */
  label?: ReactNode;
}

/** An article's topic tags, as links where `tagHref` is given, in a list named by its visible label. Renders nothing without tags. */
export const TagList = forwardRef<HTMLDivElement, TagListProps>(function TagList({ tags, tagHref, label, messages, className, ...rest }, ref) {
  const words = { ...tagListMessages, ...messages };
  const labelId = useId();
  const visibleTags = cleanTags(tags);
  if (visibleTags.length === 0) return null;
  return (
    <Inline space="3" alignY="center" ref={ref} {...rest} className={className}>
      <p id={labelId} className={styles.label}>
        {label ?? words.label}
      </p>
      <Inline as="ul" space="2" aria-labelledby={labelId} className={styles.list}>
        {visibleTags.map((tag) => (
          <li key={tag}>
            <Chip href={tagHref ? fillTemplate(tagHref, 'tag', tag) : undefined} aria-label={tagHref ? formatMessage(words.tag, { tag }) : undefined}>
              {tag}
            </Chip>
          </li>
        ))}
      </Inline>
    </Inline>
  );
});
