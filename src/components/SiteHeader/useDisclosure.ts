import { useCallback, useEffect, useRef, useState } from 'react';

interface DisclosureOptions {
  /** Close when the reader presses, clicks or moves focus anywhere outside `containerRef`. */
  closeOnOutsidePress?: boolean;
  /** This disclosure sits inside another one: its Escape is handled first, so one Escape closes only the inner one. */
  nested?: boolean;
}

/**
 * Open/closed state for a button that shows and hides content (the WAI-ARIA
 * disclosure pattern), plus the ways out readers expect: Escape closes it and
 * puts focus back on its button, and optionally a press outside (or tabbing
 * away) closes it, so a dropdown never lingers over the page.
 *
 * Listeners exist only while open and are added from an effect, so nothing
 * touches `document` during a server render. Escape is heard in the capture
 * phase wherever focus is; a nested disclosure listens on `window`, which the
 * capture phase reaches before `document`, and marks the key handled so the
 * outer one leaves it alone.
 */
export function useDisclosure({ closeOnOutsidePress = false, nested = false }: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const keyTarget: Window | Document = nested ? window : document;
    const onKeyDown = (event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    keyTarget.addEventListener('keydown', onKeyDown, true);
    if (closeOnOutsidePress) {
      document.addEventListener('pointerdown', onOutside);
      document.addEventListener('focusin', onOutside);
    }
    return () => {
      keyTarget.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, closeOnOutsidePress, nested]);

  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  const close = useCallback(() => setOpen(false), []);

  return { open, toggle, close, buttonRef, containerRef };
}
