/** supabase-js keeps a session in localStorage under `sb-<project ref or host>-auth-token`. */
export const STORED_SESSION_KEY = /^sb-.*-auth-token$/;

/**
 * Whether this browser holds a Supabase session, judged by its storage key
 * alone (no parsing, no library). The header loads the auth client only then.
 * Storage that cannot be read (blocked cookies, private modes) holds none.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | null | undefined): boolean {
  if (!storage) return false;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && STORED_SESSION_KEY.test(key)) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/** The page's localStorage, or null where reading it throws. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
