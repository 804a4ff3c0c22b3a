'use client';

import { forwardRef, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { formatMessage } from '../../messages/format';
import { useMessages } from '../../messages/MessagesContext';
import { foundingDocumentMessages, type FoundingDocumentMessages } from './messages';
import { visuallyHidden } from '../../styles/utilities.css';
import { CONFIRMATION_MS, useFadingStatus } from '../../utils/useFadingStatus';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface FoundingDocumentLinksProps extends RootProps<'p'> {
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<FoundingDocumentMessages>;
  /** How long "Link to … copied" stays in the live region, in milliseconds. */
  confirmationMs?: number;
}

type LinkStatus = { kind: 'idle' } | { kind: 'copied' | 'failed'; part: string };

/** One value, so the fading status's idle never changes between renders. */
const IDLE: LinkStatus = { kind: 'idle' };

/** The part links FoundingDocument draws: a heading's link icon and each paragraph's number. */
const PART_LINK = 'a[data-part-link]';

/** A plain press: the main button, no modifier (those open a new tab or window, or save the link). */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * Makes every part link of the FoundingDocuments on the page copy its full
 * address when pressed, and says so in a polite live region ("Link to
 * Article I, Section 8 copied"). The press still follows the link, so the
 * page moves to the part and the address bar shows its address: nothing is
 * taken from the reader who expected a link. Where the browser has no
 * clipboard it says nothing, and the link works as ever; without this
 * component (or without JavaScript) the part links are plain links.
 *
 * It renders only the live region, visually hidden, in the page and empty
 * from the first render, so screen readers announce what arrives in it. A
 * confirmation empties itself after `confirmationMs`; a failure stays until
 * the next press. Put one on a page, anywhere: it listens on the document.
 */
export const FoundingDocumentLinks = forwardRef<HTMLParagraphElement, FoundingDocumentLinksProps>(function FoundingDocumentLinks(
  { messages, confirmationMs = CONFIRMATION_MS, className, ...rest },
  ref,
) {
  const words = useMessages('foundingDocument', foundingDocumentMessages, messages);
  const [status, setStatus] = useFadingStatus<LinkStatus>(IDLE, (value) => value.kind === 'copied', confirmationMs);
  /** Counts presses, so only the latest press's outcome is said. */
  const presses = useRef(0);

  useEffect(() => {
    function copyAddress(event: MouseEvent) {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest(PART_LINK);
      const href = link?.getAttribute('href');
      if (!link || !href) return;
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (typeof clipboard?.writeText !== 'function') return;
      let address: string;
      try {
        address = new URL(href, window.location.href).href;
      } catch {
        return;
      }
      const part = link.getAttribute('data-part-label') ?? '';
      const press = ++presses.current;
      // Empty the live region first, so pressing again re-announces the same message.
      flushSync(() => setStatus(IDLE));
      clipboard.writeText(address).then(
        () => {
          if (press === presses.current) setStatus({ kind: 'copied', part });
        },
        () => {
          if (press === presses.current) setStatus({ kind: 'failed', part });
        },
      );
    }
    // No preventDefault: the link still leads to the part.
    document.addEventListener('click', copyAddress);
    return () => document.removeEventListener('click', copyAddress);
  }, [setStatus]);

  return (
    <p ref={ref} {...rest} role="status" className={cx(visuallyHidden, className)}>
      {status.kind === 'idle' ? '' : formatMessage(words[status.kind], { part: status.part })}
    </p>
  );
});
