/**
 * Placeholder until the admin flow lands: the header asks whether to show the
 * Admin menu. Spec section 4: admin status is false while signed out, loading
 * or on error, so "false" is the correct answer until a check has succeeded.
 */
export function useHeaderAdminStatus(): boolean {
  return false;
}
