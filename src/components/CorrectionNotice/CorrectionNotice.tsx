import { formatMessage } from '../../messages/format';
import { correctionNoticeMessages, type CorrectionNoticeMessages } from './messages';
import { forwardRef, useId, type ReactNode } from 'react';
import { formatLongDate, isoDateOnly, newestFirst } from '../../utils/date';
import { Link } from '../Link';
import * as styles from './CorrectionNotice.css';
import type { HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';

/** One correction made to a published article. */
export interface Correction {
  /** When it was corrected: an ISO date or date-time, shown in US long form. */
  date: string;
  /** What was wrong and what it now says, as plain text. */
  text: string;
}

export interface CorrectionNoticeProps extends RootProps<'section'> {
  /** The article's corrections, in any order; they are shown newest first. */
  corrections: ReadonlyArray<Correction>;
  /** The publication's corrections policy; linked under the corrections when given. */
  policyHref?: string;
  /** The policy link's text; the messages' `policy` when absent. */
  policyLabel?: ReactNode;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<CorrectionNoticeMessages>;
  /** The locale dates are written in. @default "en-US" */
  locale?: string;
}

/** "November 25, 2026: The article said…", the date in `<time>`; the text alone when the date is missing or invalid. */
function CorrectionText({ correction, locale }: { correction: Correction; locale?: string }) {
  const date = formatLongDate(correction.date, locale);
  return date ? (
    <>
      <time dateTime={isoDateOnly(correction.date)} className={styles.date}>
        {date}
      </time>
      : {correction.text}
    </>
  ) : (
    <>{correction.text}</>
  );
}

/**
 * The note on an article that it was corrected after publication: a named
 * section headed "Correction" (or "Corrections" for more than one), each
 * correction dated, newest first, and a link to the corrections policy.
 * Correcting openly is part of a reader's trust, so it is shown wherever the
 * article is, and printed with it. Renders nothing when there are none.
 */
export const CorrectionNotice = forwardRef<HTMLElement, CorrectionNoticeProps>(function CorrectionNotice({ corrections, policyHref, policyLabel, headingLevel = 2, messages, locale, className, ...rest }, ref) {
  const words = { ...correctionNoticeMessages, ...messages };
  const headingId = useId();
  const shown = newestFirst(
    corrections.filter((correction) => correction.text.trim()),
    (correction) => correction.date,
  );
  if (shown.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} {...rest} className={cx(styles.note, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {formatMessage(words.heading, { count: shown.length }, locale)}
      </Heading>
      {shown.length === 1 ? (
        <p className={styles.text}>
          <CorrectionText correction={shown[0]} locale={locale} />
        </p>
      ) : (
        <Stack as="ul" space="2" className={styles.list}>
          {shown.map((correction, index) => (
            <li key={index} className={styles.text}>
              <CorrectionText correction={correction} locale={locale} />
            </li>
          ))}
        </Stack>
      )}
      {policyHref ? (
        <p className={styles.policy}>
          <Link href={policyHref}>{policyLabel ?? words.policy}</Link>
        </p>
      ) : null}
    </section>
  );
});
