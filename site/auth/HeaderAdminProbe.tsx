/**
 * Loaded only when the header needs to know (a stored session, or an admin
 * page): follows the auth session and reports whether this user is an admin.
 * A reader who never signed in downloads none of this.
 */
import { useEffect } from 'react';
import { useAdminStatus } from './adminStatus';
import { loadAuthClient, useAuthSession } from './session';
import { browserStorage, hasStoredSession } from './storedSession';

export default function HeaderAdminProbe({ onChange }: { onChange: (isAdmin: boolean) => void }) {
  // Follows a client an admin page loaded, but does not load one itself...
  const auth = useAuthSession({ load: false });
  useEffect(() => {
    // ...unless this browser holds a session.
    if (hasStoredSession(browserStorage())) loadAuthClient().catch(() => undefined);
  }, []);
  const { isAdmin } = useAdminStatus(auth);
  useEffect(() => onChange(isAdmin), [isAdmin, onChange]);
  return null;
}
