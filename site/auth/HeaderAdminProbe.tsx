/**
 * The header's question: show the Admin menu? Only when a session is stored
 * (or an admin page has loaded the client) and the server says this user is
 * an admin. A reader who never signed in loads no auth code at all.
 */
import { useEffect } from 'react';
import { useAdminStatus } from './adminStatus';
import { loadAuthClient, useAuthSession } from './session';
import { browserStorage, hasStoredSession } from './storedSession';

export function useHeaderAdminStatus(): boolean {
  // Follows a client an admin page loaded, but does not load one itself...
  const auth = useAuthSession({ load: false });
  useEffect(() => {
    // ...unless this browser holds a session. Storage is read here, after hydration, never during render.
    if (hasStoredSession(browserStorage())) loadAuthClient().catch(() => undefined);
  }, []);
  return useAdminStatus(auth).isAdmin;
}
