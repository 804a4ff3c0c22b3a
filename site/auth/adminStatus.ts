/**
 * Admin status (product §§4, 6, 8): decided by the server through the
 * me_admin_status remote procedure; the first row's is_admin counts and an
 * empty answer means "not an admin". It is false while signed out, while the
 * check runs and when the check fails; it is checked again when the signed-in
 * user changes, and a check in flight is cancelled when a newer one starts.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
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

/**
 * Starts one check whose answer is reported only if it is still wanted:
 * `cancel()` (called when a newer check starts, or the reader leaves) aborts
 * the request and drops whatever it resolves with.
 */
export function startAdminCheck(
  check: (signal: AbortSignal) => Promise<AdminCheckResult>,
  report: (result: AdminCheckResult) => void,
): { cancel: () => void } {
  const controller = new AbortController();
  void check(controller.signal).then((result) => {
    if (!controller.signal.aborted) report(result);
  });
  return { cancel: () => controller.abort() };
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

interface Answer {
  userId: string;
  attempt: number;
  result: AdminCheckResult;
}

/** What a finished check means to the page. */
export function adminStatusFromResult(result: AdminCheckResult): AdminStatus {
  if (result.error !== null) return { status: 'error', isAdmin: false, error: result.error };
  return result.isAdmin ? { status: 'admin', isAdmin: true } : { status: 'not-admin', isAdmin: false };
}

/*
 * Retry is shared: when the admin page checks again, the header does too, so
 * the Admin menu never disagrees with the page about the same user.
 */
let retries = 0;
const retryListeners = new Set<() => void>();

function subscribeRetries(listener: () => void): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

/** Checks admin status again wherever it is shown (the Retry buttons). */
export function retryAdminChecks(): void {
  retries += 1;
  for (const listener of retryListeners) listener();
}

/*
 * One check per session and attempt, shared by every place that shows the
 * status (the header's menu and the admin page): the server is asked once,
 * and a place that mounts late (the header's code arrives after the page's)
 * reuses the answer rather than asking with a token that Sign Out may have
 * revoked meanwhile. It is aborted when nobody waits for it any longer.
 */
let shared: { key: string; controller: AbortController; promise: Promise<AdminCheckResult>; waiting: number } | null = null;

function sharedAdminCheck(client: Parameters<typeof checkAdminStatus>[0], key: string, signal: AbortSignal): Promise<AdminCheckResult> {
  if (shared?.key !== key) {
    shared?.controller.abort();
    const controller = new AbortController();
    shared = { key, controller, promise: checkAdminStatus(client, controller.signal), waiting: 0 };
  }
  const check = shared;
  check.waiting += 1;
  signal.addEventListener('abort', () => {
    check.waiting -= 1;
    if (check.waiting > 0) return;
    check.controller.abort();
    // An aborted check answers nobody: the next place to ask starts a new one.
    if (shared === check) shared = null;
  });
  return check.promise;
}

/** The signed-in user's admin status, checked when the user changes and on retry. */
export function useAdminStatus(auth: AuthSessionState): AdminStatusWithRetry {
  const client = auth.status === 'signed-in' ? auth.client : null;
  const userId = auth.status === 'signed-in' ? auth.session.user.id : null;
  const attempt = useSyncExternalStore(subscribeRetries, () => retries, () => 0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // A new user (or a sign-out) forgets the last answer, so signing back in is checked afresh.
  const [answeredUser, setAnsweredUser] = useState(userId);
  if (answeredUser !== userId) {
    setAnsweredUser(userId);
    setAnswer(null);
  }

  // Each sign-in is checked afresh; a token refresh within it is not a new sign-in.
  const signedInAt = auth.status === 'signed-in' ? auth.session.user.last_sign_in_at : null;
  useEffect(() => {
    if (!client || !userId) return;
    const check = startAdminCheck(
      (signal) => sharedAdminCheck(client, `${userId}#${signedInAt}#${attempt}`, signal),
      (result) => {
        // The session state turns to signed-out (ended); the pages show that, not this check.
        if (result.sessionEnded) void endSession(client);
        else setAnswer({ userId, attempt, result });
      },
    );
    return check.cancel;
  }, [client, userId, signedInAt, attempt]);

  const retry = retryAdminChecks;
  if (!userId) return { status: 'signed-out', isAdmin: false, retry };
  if (!answer || answer.userId !== userId || answer.attempt !== attempt) return { status: 'checking', isAdmin: false, retry };
  return { ...adminStatusFromResult(answer.result), retry };
}
