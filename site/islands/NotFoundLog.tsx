/**
 * The 404 page writes the path that was asked for to the browser's console
 * (product §2, 404): an island with no markup, so that it runs on a page
 * hydrated island by island too.
 */
import { useEffect } from 'react';
import { defineIsland } from './Island';

function NotFoundLog({ pathname }: { pathname: string }) {
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return null;
}

export const NotFoundLogIsland = defineIsland('not-found-log', NotFoundLog);
