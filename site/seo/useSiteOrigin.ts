import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * The site's origin in the browser, '' on the server and during hydration (so
 * the first render matches the server's HTML). For absolute URLs that only
 * effects and event handlers use: the share button, the JSON-LD usePageHead
 * writes after client navigation.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}
