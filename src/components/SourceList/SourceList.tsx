import { forwardRef, useId, type ReactNode } from 'react';
import { formatMessage } from '../../messages/format';
import { sourceListMessages, type SourceListMessages } from './messages';
import { visuallyHidden } from '../../styles/utilities.css';
import { formatLongDate, isoDateOnly } from '../../utils/date';
import { Badge } from '../Badge';
import { Link } from '../Link';
import { sourceAnchorId } from '../NoteRef';
import { fillTemplate, type HrefTemplate } from '../../utils/hrefTemplate';
import * as styles from './SourceList.css';
import { type HeadingLevel, headingLevelOf } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';
import { Inline } from '../Inline';

/** One cited source. */
export interface ArticleSource {
  /** A stable id, used as the list key. */
  id: string;
  /** The source's title, linked to its URL. */
  title: string;
  /** Who published it, e.g. "National Archives". */
  publisher: string;
  /** Where to read it. */
  url: string;
  /** An ISO date ("1823-12-02"), shown in US long form; anything else, such as a bare year ("1823"), is shown as is. */
  date: string;
  /** primary sources carry a Primary badge; secondary ones carry none. */
  type: 'primary' | 'secondary';
}

export interface SourceListProps extends RootProps<'section', 'title'> {
  /** The section's heading; the messages' `title` when absent. */
  title?: ReactNode;
  /** The sources, in citation order. */
  sources: ReadonlyArray<ArticleSource>;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** @deprecated Use `headingLevel`; `level` is read only when `headingLevel` is not given. */
  level?: HeadingLevel;
  /**
   * Give each entry the id notes link to (`source-{n}`, n from 1), so that a
   * text's numbered notes (NoteRef, RichBody, KeyFacts) land on their source.
   */
  noteAnchors?: boolean;
  /**
   * Where the entry for source `n` links back to in the text (the first note
   * citing it): a template such as `#note-{source}`, or, in client code, a
   * function of `n` that returns null for no link.
   */
  backHref?: HrefTemplate<number> | ((source: number) => string | null);
  /** With a template `backHref`, the sources that get a back link (those the text cites); every source when absent. */
  citedSources?: ReadonlyArray<number>;
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<SourceListMessages>;
  /** The locale dates are written in. @default "en-US" */
  locale?: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}(?:$|T)/;
/** A year or a year and month are valid `<time>` values as written. */
const partialDate = /^\d{4}(?:-\d{2})?$/;

function SourceDate({ value, locale }: { value: string; locale?: string }) {
  const text = value.trim();
  if (!text) return null;
  if (isoDate.test(text)) {
    const formatted = formatLongDate(text, locale);
    if (formatted) return <time dateTime={isoDateOnly(text)}>{formatted}</time>;
  }
  if (partialDate.test(text)) return <time dateTime={text}>{text}</time>;
  return <>{text}</>;
}

/** An article's numbered sources: each title links out in a new tab, with publisher, date and a Primary badge for primary sources. */
export const SourceList = forwardRef<HTMLElement, SourceListProps>(function SourceList({ title, sources, headingLevel, level, noteAnchors = false, backHref, citedSources, messages, locale, className, ...rest }, ref) {
  const words = { ...sourceListMessages, ...messages };
  const headingId = useId();
  if (sources.length === 0) return null;
  const Heading = `h${headingLevelOf('SourceList', headingLevel, level, 2)}` as const;
  return (
    <section ref={ref} {...rest} className={cx(styles.section, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title ?? words.title}
      </Heading>
      <Stack as="ol" space="4" className={styles.list}>
        {sources.map((source, index) => {
          const back =
            typeof backHref === 'function'
              ? backHref(index + 1)
              : backHref && (!citedSources || citedSources.includes(index + 1))
                ? fillTemplate(backHref, 'source', index + 1)
                : null;
          return (
            <li key={source.id} id={noteAnchors ? sourceAnchorId(index + 1) : undefined} className={styles.item}>
              <Inline as="span" space="2" alignY="baseline">
                {source.url ? (
                  <Link href={source.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {source.title}
                    <span aria-hidden="true"> ↗</span>
                    <span className={visuallyHidden}> {words.newTab}</span>
                  </Link>
                ) : (
                  source.title
                )}
                {source.type === 'primary' ? <Badge tone="primary">{words.primary}</Badge> : null}
              </Inline>
              <span className={styles.meta}>
                {source.publisher}
                {source.publisher && source.date.trim() ? ', ' : null}
                <SourceDate value={source.date} locale={locale} />
              </span>
              {/* On paper a link cannot be followed: the address is printed in full. */}
              {source.url ? <span className={styles.printUrl}>{source.url}</span> : null}
              {back ? (
                <Link href={back} className={styles.back} aria-label={formatMessage(words.backToTextLabel, { number: index + 1 }, locale)}>
                  <span aria-hidden="true">↩ </span>
                  {words.backToText}
                </Link>
              ) : null}
            </li>
          );
        })}
      </Stack>
    </section>
  );
});
