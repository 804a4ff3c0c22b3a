/**
 * The header's question: show the Admin menu? Only when a session is stored
 * (or an admin page is open) and the server says this user is an admin
 * (product §4: false while signed out, loading or on error). The code
 * that asks is a separate chunk, loaded only then, so public pages carry none
 * of it.
 */
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { browserStorage, hasStoredSession } from './storedSession';

const HeaderAdminProbe = lazy(() => import('./HeaderAdminProbe'));

function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const subscribeToNothing = () => () => undefined;

/** Whether the browser holds a session; false on the server and during hydration. */
function useStoredSession(): boolean {
  return useSyncExternalStore(subscribeToStorage, () => hasStoredSession(browserStorage()), () => false);
}

export function useHeaderAdminStatus(pathname: string): { isAdmin: boolean; probe: ReactNode } {
  const [isAdmin, setIsAdmin] = useState(false);
  const storedSession = useStoredSession();
  // Never on the server (its code is a chunk that would suspend the header's render) nor while hydrating.
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const wanted = hydrated && (storedSession || pathname === '/admin' || pathname.startsWith('/admin/'));
  const probe = wanted ? (
    <Suspense fallback={null}>
      <HeaderAdminProbe onChange={setIsAdmin} />
    </Suspense>
  ) : null;
  return { isAdmin: wanted && isAdmin, probe };
}
