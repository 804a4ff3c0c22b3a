import type { MouseEvent } from 'react';

/**
 * A click a page may take over from a link: the main button with no key
 * held. A held key (or the middle button) asks the browser to open the link
 * in a new tab or window, which stays the browser's to do.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The onClick of a link that a page can also handle in place: a plain click
 * calls `handle` instead of following the link (which still works without
 * scripts, or opened in a new tab); without `handle` the link is followed.
 */
export function handleInPlace(handle: (() => void) | undefined) {
  return (event: MouseEvent) => {
    if (!handle || !isPlainClick(event)) return;
    event.preventDefault();
    handle();
  };
}
