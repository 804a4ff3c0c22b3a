import { useId } from 'react';
import { Chip } from '../Chip';
import * as styles from './TagList.css';

/** Spec section 2: tag chips link to /search?tag={tag}. */
export function tagSearchHref(tag: string): string {
  return `/search?tag=${encodeURIComponent(tag)}`;
}

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

export interface TagListProps {
  /** The article's topic tags; blanks and repeats are dropped. */
  tags: ReadonlyArray<string>;
  /** The visible label that also names the list. */
  label?: string;
}

/** An article's topic tags as links to the search page, in a list named by its visible label. Renders nothing without tags. */
export function TagList({ tags, label = 'Topics' }: TagListProps) {
  const labelId = useId();
  const visibleTags = cleanTags(tags);
  if (visibleTags.length === 0) return null;
  return (
    <div className={styles.tagList}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <ul aria-labelledby={labelId} className={styles.list}>
        {visibleTags.map((tag) => (
          <li key={tag}>
            <Chip href={tagSearchHref(tag)} aria-label={`Tag: ${tag}`}>
              {tag}
            </Chip>
          </li>
        ))}
      </ul>
    </div>
  );
}
