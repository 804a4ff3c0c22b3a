/**
 * Product §2, shared layout, "Moving between pages": the layout's side of the
 * navigation manager. The manager itself (routeChangeManager.ts) is loaded
 * once the page has hydrated, so it costs nothing of the start-up JavaScript
 * budget; every location the router commits is handed to it, in order.
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { visuallyHidden } from '../src';

/** routeChangeManager.ts finds the region by this id. */
const ANNOUNCER_ID = 'route-announcer';

let manager: Promise<typeof import('./routeChangeManager')> | undefined;

export function useRouteChange(): void {
  const location = useLocation();
  const action = useNavigationType();
  // A layout effect, and the manager's promise settles in a microtask: a new page is put at the top before it is painted.
  useLayoutEffect(() => {
    // If the chunk cannot load (a deploy replaced it), pages still open, only without this help.
    (manager ??= import('./routeChangeManager')).then((m) => m.navigated(location, action), () => {});
  }, [location, action]);
}

/**
 * The one polite live region that says which page was opened. It is in the
 * server's HTML and empty, so nothing is announced on the first load; the
 * manager writes the new page's title into it after each client navigation.
 */
export function RouteAnnouncer() {
  return <div id={ANNOUNCER_ID} className={visuallyHidden} aria-live="polite" aria-atomic="true" />;
}
