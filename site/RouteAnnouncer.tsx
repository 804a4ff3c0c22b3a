/**
 * Product §2, shared layout, "Moving between pages": the one polite live
 * region that says which page was opened by a navigation without a page load
 * (inside the admin area, site/islands/AdminIsland.tsx). It is in the
 * server's HTML and empty, so nothing is announced on a page load, which the
 * browser announces itself.
 */
import { visuallyHidden } from '../src';

export const ROUTE_ANNOUNCER_ID = 'route-announcer';

export function RouteAnnouncer() {
  return <div id={ROUTE_ANNOUNCER_ID} className={visuallyHidden} aria-live="polite" aria-atomic="true" />;
}
