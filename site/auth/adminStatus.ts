/**
 * Admin status (product §§4, 6, 8): decided by the server through the
 * me_admin_status remote procedure; the first row's is_admin counts and an
 * empty answer means "not an admin". It is false while signed out, while the
 * check runs and when the check fails; it is checked again when the signed-in
 * user changes, and a check nobody waits for any longer is cancelled
 * (TanStack Query keeps the checks: docs/decisions/0046-admin-requests-in-tanstack-query.md).
 */
import { QueryClient, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { endSession, type AuthSessionState } from './session';

export const FAILED_ADMIN_CHECK = 'Failed to check admin status';
export const UNKNOWN_ADMIN_CHECK_ERROR = 'Unknown error checking admin status';

export interface AdminCheckResult {
  isAdmin: boolean;
  /** Why the check failed; null when the server answered. */
  error: string | null;
  /** The server no longer honours this session (signed out elsewhere, or expired and refused a refresh): no retry can help. */
  sessionEnded?: true;
}

/** What the RPC call resolves with: rows, or PostgREST's error object, and the HTTP status. */
export interface AdminStatusResponse {
  data: unknown;
  error: { message?: string | null } | null;
  status?: number;
}

/** The part of the auth client the check uses to tell an ended session from a stale access token. */
interface RefreshingAuth {
  refreshSession: () => Promise<{ error: { name?: string; message?: string } | null }>;
}

/**
 * After the server refused the access token (401): is the session over, or was
 * the token merely stale? A refresh decides. A refused refresh (the auth
 * server's refresh_token_not_found, session_not_found, ...) means the session
 * has ended; a refresh that could not reach the server (supabase-js's
 * AuthRetryableFetchError: network, 502-504) is a transient failure for Retry.
 */
export async function sessionAfterRefusal(auth: RefreshingAuth): Promise<'refreshed' | 'ended' | { unreachable: string }> {
  try {
    const { error } = await auth.refreshSession();
    if (!error) return 'refreshed';
    if (error.name === 'AuthRetryableFetchError') return { unreachable: error.message || FAILED_ADMIN_CHECK };
    return 'ended';
  } catch (thrown) {
    return { unreachable: adminCheckErrorMessage(thrown) };
  }
}

/** Reads the RPC's answer: the error's message (or the fallback), else the first row's is_admin. */
export function adminStatusFromResponse({ data, error }: AdminStatusResponse): AdminCheckResult {
  if (error) return { isAdmin: false, error: error.message || FAILED_ADMIN_CHECK };
  const firstRow: unknown = Array.isArray(data) ? data[0] : data;
  const isAdmin = typeof firstRow === 'object' && firstRow !== null && (firstRow as { is_admin?: unknown }).is_admin === true;
  return { isAdmin, error: null };
}

/** A thrown failure: its message, the fallback for an empty one, or "Unknown error..." for anything that is not an Error. */
export function adminCheckErrorMessage(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message || FAILED_ADMIN_CHECK;
  return UNKNOWN_ADMIN_CHECK_ERROR;
}

/**
 * Asks the server; never throws. A 401 (the token is not honoured) is checked
 * with a refresh: a refreshed session asks once more, a refused one is an
 * ended session rather than an error to retry.
 */
export async function checkAdminStatus(client: Pick<SupabaseClient, 'rpc'> & { auth?: RefreshingAuth }, signal: AbortSignal): Promise<AdminCheckResult> {
  try {
    let response: AdminStatusResponse = await client.rpc('me_admin_status').abortSignal(signal);
    if (response.status === 401 && client.auth && !signal.aborted) {
      const verdict = await sessionAfterRefusal(client.auth);
      if (verdict === 'ended') return { isAdmin: false, error: null, sessionEnded: true };
      if (verdict !== 'refreshed') return { isAdmin: false, error: verdict.unreachable };
      response = await client.rpc('me_admin_status').abortSignal(signal);
      // Refused even with a freshly refreshed token: nothing the reader can retry.
      if (response.status === 401) return { isAdmin: false, error: null, sessionEnded: true };
    }
    return adminStatusFromResponse(response);
  } catch (thrown) {
    return { isAdmin: false, error: adminCheckErrorMessage(thrown) };
  }
}

export type AdminStatus =
  /** Nobody is signed in (or the session is still loading). */
  | { status: 'signed-out'; isAdmin: false }
  | { status: 'checking'; isAdmin: false }
  | { status: 'admin'; isAdmin: true }
  | { status: 'not-admin'; isAdmin: false }
  | { status: 'error'; isAdmin: false; error: string };

export type AdminStatusWithRetry = AdminStatus & {
  /** Checks again (the Retry buttons). */
  retry: () => void;
};

/** What a finished check means to the page. */
export function adminStatusFromResult(result: AdminCheckResult): AdminStatus {
  if (result.error !== null) return { status: 'error', isAdmin: false, error: result.error };
  return result.isAdmin ? { status: 'admin', isAdmin: true } : { status: 'not-admin', isAdmin: false };
}

/**
 * The cache of admin checks, one for the whole page: the header's menu and
 * the admin page are separate React roots, and both show the same user's
 * status. Each sign-in is asked once: a place that mounts late (the header's
 * code arrives after the page's) gets the same answer rather than asking
 * again with a token Sign Out may have revoked meanwhile. An answer nobody
 * shows any longer is forgotten at once, and a check nobody waits for any
 * longer is aborted (its request gets the query's signal).
 */
export const adminQueries = new QueryClient({
  defaultOptions: { queries: { retry: false, gcTime: 0, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, refetchOnReconnect: false } },
});

const ADMIN_STATUS = 'admin-status';

/** Checks admin status again wherever it is shown (the Retry buttons), so the header's menu never disagrees with the page. */
export function retryAdminChecks(): void {
  void adminQueries.resetQueries({ queryKey: [ADMIN_STATUS] });
}

/** The signed-in user's admin status, checked for each sign-in and on retry. */
export function useAdminStatus(auth: AuthSessionState): AdminStatusWithRetry {
  const signedIn = auth.status === 'signed-in' ? auth : null;
  const user = signedIn?.session.user;
  const check = useQuery(
    {
      // Each sign-in is checked afresh; a token refresh within it is not a new sign-in.
      queryKey: [ADMIN_STATUS, user?.id, user?.last_sign_in_at],
      queryFn: async ({ signal }) => {
        const client = signedIn!.client;
        const result = await checkAdminStatus(client, signal);
        // The session state turns to signed-out (ended); the pages show that, not this check.
        if (result.sessionEnded) void endSession(client);
        return result;
      },
      enabled: signedIn !== null,
    },
    adminQueries,
  );
  const retry = retryAdminChecks;
  if (!user) return { status: 'signed-out', isAdmin: false, retry };
  if (!check.data || check.isFetching || check.data.sessionEnded) return { status: 'checking', isAdmin: false, retry };
  return { ...adminStatusFromResult(check.data), retry };
}
