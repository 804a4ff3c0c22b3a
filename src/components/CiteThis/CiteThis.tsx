'use client';

import { citeThisMessages, type CiteThisMessages } from './messages';
import { formatMessage } from '../../messages/format';
import { useMessages } from '../../messages/MessagesContext';
import { forwardRef, Fragment, useId, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { visuallyHidden } from '../../styles/utilities.css';
import { CONFIRMATION_MS, useFadingStatus } from '../../utils/useFadingStatus';
import { Button } from '../Button';
import { formatCitation, type CitationInput, type CitationStyle } from './citation';
import * as styles from './CiteThis.css';
import type { HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';

/** Each style's short name, in the button's name and the message: a proper name, the same in every language. */
const styleNames: Record<CitationStyle, string> = { chicago: 'Chicago', mla: 'MLA', apa: 'APA' };

const allStyles: readonly CitationStyle[] = ['chicago', 'mla', 'apa'];

type CopyStatus = { kind: 'idle' } | { kind: 'copied'; style: CitationStyle } | { kind: 'failed' };

const IDLE: CopyStatus = { kind: 'idle' };

function message(status: CopyStatus, words: CiteThisMessages): string {
  if (status.kind === 'copied') return formatMessage(words.copied, { style: styleNames[status.style] });
  if (status.kind === 'failed') return words.failed;
  return '';
}

export interface CiteThisProps extends RootProps<'section', 'title'> {
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<CiteThisMessages>;
  /** What the citations are made from: the article's author, title, site, dates and address, and the access date (usually today). */
  input: CitationInput;
  /** The styles to offer, in order; all three (Chicago, MLA, APA) unless given. */
  styles?: readonly CitationStyle[];
  /** The section's heading; the messages' `title` when absent. */
  title?: ReactNode;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** How long "… citation copied." stays in the live region, in milliseconds. */
  confirmationMs?: number;
}

/**
 * "Cite this article": the article's citation in each style, as text a
 * student can read, select or print, and a Copy button per style that puts
 * the plain text on the clipboard. One polite live region, in the page and
 * empty from the first render, says what happened, so a screen reader
 * announces it, and a confirmation empties again after five seconds; when the
 * clipboard is missing or refused it says how to copy by hand instead, until
 * the next press. The buttons and the message are left out of print; the
 * citations are printed.
 */
export const CiteThis = forwardRef<HTMLElement, CiteThisProps>(function CiteThis({ input, styles: chosen = allStyles, title, headingLevel = 2, confirmationMs = CONFIRMATION_MS, messages, className, ...rest }, ref) {
  const words = useMessages('citeThis', citeThisMessages, messages);
  const headingId = useId();
  const [status, setStatus] = useFadingStatus<CopyStatus>(IDLE, (value) => value.kind === 'copied', confirmationMs);
  // Only the latest press may set the message: an earlier copy that settles later must not overwrite it.
  const latest = useRef(0);
  const Heading = `h${headingLevel}` as const;
  const shown = chosen.filter((style, index) => chosen.indexOf(style) === index);
  const citations = shown.map((style) => ({ style, citation: formatCitation(style, input) }));

  async function copy(style: CitationStyle, text: string) {
    const press = ++latest.current;
    // Empty the live region first, so copying the same style again is announced again.
    flushSync(() => setStatus(IDLE));
    let next: CopyStatus;
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      next = { kind: 'copied', style };
    } catch {
      next = { kind: 'failed' };
    }
    if (press === latest.current) setStatus(next);
  }

  return (
    <section ref={ref} {...rest} className={cx(styles.box, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title ?? words.title}
      </Heading>
      <Stack as="ul" space="5" className={styles.list}>
        {citations.map(({ style, citation }) => (
          <li key={style} className={styles.item}>
            <p className={styles.label}>{words[style]}</p>
            <p className={styles.citation}>
              {citation.parts.map((part, index) =>
                part.italic ? (
                  <cite key={index} className={styles.italic}>
                    {part.text}
                  </cite>
                ) : (
                  <Fragment key={index}>{part.text}</Fragment>
                ),
              )}
            </p>
            <Button variant="secondary" size="small" className={styles.action} onClick={() => copy(style, citation.text)}>
              {words.copy}
              <span className={visuallyHidden}> {formatMessage(words.copyLabel, { style: styleNames[style] })}</span>
            </Button>
          </li>
        ))}
      </Stack>
      <p role="status" className={`${styles.status} ${status.kind === 'failed' ? styles.failed : ''}`}>
        {message(status, words)}
      </p>
    </section>
  );
});
