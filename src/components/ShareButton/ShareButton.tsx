'use client';

import { forwardRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { CONFIRMATION_MS, useFadingStatus } from '../../utils/useFadingStatus';
import { Button } from '../Button';
import * as styles from './ShareButton.css';
import { useMessages } from '../../messages/MessagesContext';
import { shareButtonMessages, type ShareButtonMessages } from './messages';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

type ShareStatus = 'idle' | 'copied' | 'failed';


export interface ShareButtonProps extends RootProps<'div'> {
  /** The address to share or copy, e.g. the article's canonical URL. */
  url: string;
  /** The title handed to the system share sheet. */
  title: string;
  /** The button's visible label; the messages' `label` ("Share") when absent. */
  label?: ReactNode;
  /** How long "Link copied" stays in the live region, in milliseconds. */
  confirmationMs?: number;
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<ShareButtonMessages>;
}

/** A DOMException is not an Error in every environment, so the name is what counts. */
function isAbort(error: unknown) {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Opens the system share sheet where the browser has one; elsewhere copies the
 * link and says so. The live region is in the page (empty, never
 * display:none) from the first render, so screen readers announce its text
 * when it arrives; "Link copied" empties again after five seconds, a failure
 * stays until the next press.
 */
export const ShareButton = forwardRef<HTMLDivElement, ShareButtonProps>(function ShareButton({ url, title, label, confirmationMs = CONFIRMATION_MS, messages, className, ...rest }, ref) {
  const words = useMessages('shareButton', shareButtonMessages, messages);
  const [status, setStatus] = useFadingStatus<ShareStatus>('idle', (value) => value === 'copied', confirmationMs);

  async function copyLink(): Promise<ShareStatus> {
    try {
      if (!navigator.clipboard?.writeText) return 'failed';
      await navigator.clipboard.writeText(url);
      return 'copied';
    } catch {
      return 'failed';
    }
  }

  async function handleClick() {
    // Empty the live region first, so pressing again re-announces the same message.
    flushSync(() => setStatus('idle'));
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the reader's choice, not a failure.
        if (isAbort(error)) return;
        // Any other refusal (e.g. no permission) falls back to copying.
      }
    }
    setStatus(await copyLink());
  }

  return (
    <div ref={ref} {...rest} className={cx(styles.share, className)}>
      <Button variant="secondary" size="small" className={styles.withScript} onClick={handleClick}>
        <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {label ?? words.label}
      </Button>
      <Button href={`mailto:?body=${encodeURIComponent(url)}`} variant="secondary" size="small" className={styles.withoutScript}>
        {words.byEmail}
      </Button>
      <p role="status" className={`${styles.status} ${styles.statusTone[status]}`}>
        {status === 'idle' ? '' : words[status]}
      </p>
    </div>
  );
});
