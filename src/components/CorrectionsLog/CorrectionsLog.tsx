import { correctionsLogMessages, type CorrectionsLogMessages } from './messages';
import { forwardRef, useId, type ReactNode } from 'react';
import { formatLongDate, isoDateOnly, newestFirst } from '../../utils/date';
import { Link } from '../Link';
import * as styles from './CorrectionsLog.css';
import { subheadingLevel, type HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';

/** One published correction, with the article it corrected. */
export interface CorrectionsLogEntry {
  /** When it was corrected: an ISO date or date-time, shown in US long form. */
  date: string;
  /** What was wrong and what it now says, as plain text. */
  text: string;
  /** The corrected article's title, the link's text. */
  articleTitle: string;
  /** The corrected article's address; the app builds it. */
  articleHref: string;
}

export interface CorrectionsLogProps extends RootProps<'section', 'title'> {
  /** Every published correction, in any order; they are shown newest first, those of the same day in the order given. */
  entries: ReadonlyArray<CorrectionsLogEntry>;
  /** The section's heading; the messages' `title` when absent. */
  title?: ReactNode;
  /** What is said when there are no corrections; the messages' `empty` when absent. */
  emptyText?: ReactNode;
  /** The heading's level, to fit the page's outline; each entry's title is one level below. */
  headingLevel?: HeadingLevel;
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<CorrectionsLogMessages>;
  /** The locale dates are written in. @default "en-US" */
  locale?: string;
}

/**
 * The publication's log of corrections, newest first: each correction's date,
 * the corrected article's title as a link, and what was corrected. Each
 * article title is a heading one level below the log's, so a screen reader
 * can move from correction to correction. With no corrections it says so
 * rather than showing an empty list.
 */
export const CorrectionsLog = forwardRef<HTMLElement, CorrectionsLogProps>(function CorrectionsLog({
  entries,
  title,
  emptyText,
  messages,
  locale,
  headingLevel = 2,
  className,
  ...rest
}, ref) {
  const words = { ...correctionsLogMessages, ...messages };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const EntryHeading = `h${subheadingLevel(headingLevel)}` as const;
  const sorted = newestFirst(entries, (entry) => entry.date);
  return (
    <section ref={ref} {...rest} className={cx(styles.section, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title ?? words.title}
      </Heading>
      {sorted.length === 0 ? (
        <p className={styles.empty}>{emptyText ?? words.empty}</p>
      ) : (
        <ul className={styles.list}>
          {sorted.map((entry, index) => {
            const date = formatLongDate(entry.date, locale);
            return (
              <Stack as="li" space="1" key={index} className={styles.entry}>
                <EntryHeading className={styles.entryTitle}>
                  <Link href={entry.articleHref}>{entry.articleTitle}</Link>
                </EntryHeading>
                {date ? (
                  <p className={styles.date}>
                    <time dateTime={isoDateOnly(entry.date)}>{date}</time>
                  </p>
                ) : null}
                <p className={styles.text}>{entry.text}</p>
              </Stack>
            );
          })}
        </ul>
      )}
    </section>
  );
});
