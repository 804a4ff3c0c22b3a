import { forwardRef, useId, type ReactNode } from 'react';
import { formatMessage } from '../../messages/format';
import { documentExcerptMessages, type DocumentExcerptMessages } from './messages';
import { formatPartialDate } from '../../utils/date';
import { Link } from '../Link';
import * as styles from './DocumentExcerpt.css';
import type { HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface DocumentExcerptProps extends RootProps<'section', 'title'> {
  /** The document's title, e.g. "Brown v. Board of Education of Topeka (opinion)". */
  title: string;
  /** The excerpt, as plain text; a blank line separates paragraphs. */
  text: string;
  /** The full document's address: linked, and kept in the blockquote's cite attribute. */
  sourceHref: string;
  /** Who holds the full text, e.g. "National Archives"; the link reads "Read the full text: {sourceLabel}". */
  sourceLabel: string;
  /** When the document was written: "YYYY", "YYYY-MM" or "YYYY-MM-DD" (anything else is shown as written). */
  date?: string;
  /** The section's heading; the messages' `heading` when absent. */
  heading?: ReactNode;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<DocumentExcerptMessages>;
  /** The locale dates are written in. @default "en-US" */
  locale?: string;
}

/** Paragraphs of plain text: split at blank lines, each paragraph's lines joined as the source wrapped them. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function DocumentDate({ value, locale }: { value: string; locale?: string }) {
  const text = formatPartialDate(value, locale);
  if (!text) return <>{value.trim()}</>;
  return <time dateTime={value.trim()}>{text}</time>;
}

/**
 * "From the document": a passage of a primary source, quoted at length and
 * set apart from the article's own words (a rule, its own surface, a serif),
 * with the document's title, date and a link to the full text. On paper the
 * link's address is printed after it, so a handout still leads to the
 * source. Renders nothing when the excerpt is empty.
 */
export const DocumentExcerpt = forwardRef<HTMLElement, DocumentExcerptProps>(function DocumentExcerpt({
  title,
  text,
  sourceHref,
  sourceLabel,
  date,
  heading,
  headingLevel = 2,
  messages,
  locale,
  className,
  ...rest
}, ref) {
  const words = { ...documentExcerptMessages, ...messages };
  const headingId = useId();
  const shown = paragraphs(text);
  if (shown.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const dated = date?.trim();
  return (
    <section ref={ref} aria-labelledby={headingId} {...rest} className={cx(styles.section, className)}>
      <Heading id={headingId} className={styles.heading}>
        {heading ?? words.heading}
      </Heading>
      <figure className={styles.figure}>
        <blockquote cite={sourceHref || undefined} className={styles.quote}>
          {shown.map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </blockquote>
        <figcaption className={styles.caption}>
          <cite className={styles.title}>{title}</cite>
          {dated ? (
            <>
              {', '}
              <DocumentDate value={dated} locale={locale} />
            </>
          ) : null}
          {/* The space keeps title and link two phrases when the caption is read as one name. */}
          {sourceHref ? ' ' : null}
          {sourceHref ? (
            <span className={styles.source}>
              <Link href={sourceHref} className={styles.sourceLink}>
                {formatMessage(words.fullText, { source: sourceLabel }, locale)}
              </Link>
            </span>
          ) : null}
        </figcaption>
      </figure>
    </section>
  );
});
