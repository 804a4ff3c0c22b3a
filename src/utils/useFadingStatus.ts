import { useEffect, useState } from 'react';

/** How long a confirmation ("Link copied") stays in its live region before it empties. */
export const CONFIRMATION_MS = 5000;

/**
 * A live region's state whose confirmations empty themselves after `ms`.
 * A confirmation that stayed would be read again, out of date, by a screen
 * reader user who moves through the page later, and would still be on
 * screen after the reader has moved on. `fades(value)` says which values
 * are confirmations; others (an instruction after a failure) stay until the
 * next change. Each new value starts the wait afresh.
 */
export function useFadingStatus<T>(idle: T, fades: (value: T) => boolean, ms: number = CONFIRMATION_MS): [T, (next: T) => void] {
  const [status, setStatus] = useState<T>(idle);
  const fading = fades(status);
  useEffect(() => {
    if (!fading) return undefined;
    const timer = setTimeout(() => setStatus(idle), ms);
    return () => clearTimeout(timer);
  }, [status, fading, idle, ms]);
  return [status, setStatus];
}
