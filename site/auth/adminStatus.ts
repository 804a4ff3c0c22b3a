/**
 * Admin status (product §§4, 6, 8): decided by the server through the
 * me_admin_status remote procedure; the first row's is_admin counts and an
 * empty answer means "not an admin". It is false while signed out, while the
 * check runs and when the check fails; it is checked again when the signed-in
 * user changes, and a check in flight is cancelled when a newer one starts.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthSessionState } from './session';

export const FAILED_ADMIN_CHECK = 'Failed to check admin status';
export const UNKNOWN_ADMIN_CHECK_ERROR = 'Unknown error checking admin status';

export interface AdminCheckResult {
  isAdmin: boolean;
  /** Why the check failed; null when the server answered. */
  error: string | null;
}

/** What the RPC call resolves with: rows, or PostgREST's error object. */
export interface AdminStatusResponse {
  data: unknown;
  error: { message?: string | null } | null;
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

/** Asks the server once; never throws. */
export async function checkAdminStatus(client: Pick<SupabaseClient, 'rpc'>, signal: AbortSignal): Promise<AdminCheckResult> {
  try {
    const response = await client.rpc('me_admin_status').abortSignal(signal);
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

  useEffect(() => {
    if (!client || !userId) return;
    const check = startAdminCheck(
      (signal) => checkAdminStatus(client, signal),
      (result) => setAnswer({ userId, attempt, result }),
    );
    return check.cancel;
  }, [client, userId, attempt]);

  const retry = retryAdminChecks;
  if (!userId) return { status: 'signed-out', isAdmin: false, retry };
  if (!answer || answer.userId !== userId || answer.attempt !== attempt) return { status: 'checking', isAdmin: false, retry };
  return { ...adminStatusFromResult(answer.result), retry };
}
