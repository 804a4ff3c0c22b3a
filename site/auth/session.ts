/**
 * The session, shared by the header and the admin pages (product §4:
 * loading, then signed in or no session, updated on every auth state change).
 *
 * The client is loaded on demand with `import()`, so supabase-js stays out of
 * every public page's JavaScript: the admin pages ask for it, and the header
 * does only when a session is already stored. Until someone asks, the state
 * stays "loading", which every reader of it treats as "not an admin".
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { authRedirectError, withoutAuthError } from './redirectError';
import { browserStorage, hasStoredSession } from './storedSession';

export type AuthSessionState =
  | { status: 'loading' }
  /** The client could not be loaded (e.g. its script failed to download). */
  | { status: 'unavailable'; error: string }
  /**
   * sessionEnded: this browser held a session that the server no longer honours
   * (signed out elsewhere, or expired and its refresh refused), and the reader
   * did not sign out here: the admin pages say so and offer Sign in (product §4).
   */
  | { status: 'signed-out'; client: SupabaseClient; redirectError: string | null; sessionEnded: boolean }
  | { status: 'signed-in'; client: SupabaseClient; session: Session };

export type AuthClientLoader = () => Promise<SupabaseClient>;

const defaultLoader: AuthClientLoader = async () => (await import('./client')).getAuthClient();

const LOADING: AuthSessionState = { status: 'loading' };

let loader: AuthClientLoader = defaultLoader;
let state: AuthSessionState = LOADING;
let pending: Promise<SupabaseClient> | null = null;
let loaded: { client: SupabaseClient; unsubscribe: () => void } | null = null;
/** The sign-in error that came back in the URL, shown until a session appears. */
let redirectError: string | null = null;
/** Bumped by a reset, so a load begun before it cannot report after it. */
let generation = 0;
/** A session this browser held has ended without the reader signing out here; cleared by Sign in. */
let sessionEnded = false;
/**
 * Kept for the tab (sessionStorage) until the reader presses Sign in, so a
 * reload, or the other admin page, still says why they are signed out: the
 * stored session itself is gone by then.
 */
const ENDED_KEY = 'parchment-session-ended';

function rememberEnded(ended: boolean) {
  sessionEnded = ended;
  try {
    if (ended) window.sessionStorage.setItem(ENDED_KEY, '1');
    else window.sessionStorage.removeItem(ENDED_KEY);
  } catch {
    // Storage blocked: the notice lasts for this page only.
  }
}

function endedEarlier(): boolean {
  try {
    return window.sessionStorage.getItem(ENDED_KEY) === '1';
  } catch {
    return false;
  }
}
/** True while the reader's own Sign Out (or Switch Account) runs: that sign-out is not an ended session. */
let signingOut = false;
const listeners = new Set<() => void>();

function setState(next: AuthSessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;
const getServerSnapshot = () => LOADING;

/**
 * Takes a sign-in error out of the URL before the client starts: the client
 * would otherwise read it as a failed sign-in and drop any stored session,
 * and a reload would show the error again.
 */
function captureRedirectError() {
  const message = authRedirectError(window.location.hash, window.location.search);
  if (!message) return;
  redirectError = message;
  const clean = withoutAuthError(new URL(window.location.href));
  window.history.replaceState(window.history.state, '', `${clean.pathname}${clean.search}${clean.hash}`);
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The sign-in service could not be loaded.';
}

/** Loads the client once, and from then on mirrors its auth state changes into the shared state. */
export function loadAuthClient(): Promise<SupabaseClient> {
  if (pending) return pending;
  const own = generation;
  if (state.status === 'unavailable') setState(LOADING);
  captureRedirectError();
  // Read before the client starts: it drops a stored session it cannot refresh, and that drop is news to the reader.
  const heldSession = hasStoredSession(browserStorage());
  if (endedEarlier()) sessionEnded = true;
  let firstAnswer = true;
  pending = loader().then(
    (client) => {
      if (own !== generation) return client;
      // INITIAL_SESSION arrives once the client has read storage and the URL; every later change follows.
      const { data } = client.auth.onAuthStateChange((_event, session) => {
        if (own !== generation) return;
        const wasSignedIn = state.status === 'signed-in';
        const startedWithSession = firstAnswer && heldSession;
        firstAnswer = false;
        if (session) {
          redirectError = null;
          if (sessionEnded) rememberEnded(false);
          setState({ status: 'signed-in', client, session });
        } else {
          if (!signingOut && (wasSignedIn || startedWithSession)) rememberEnded(true);
          setState({ status: 'signed-out', client, redirectError, sessionEnded });
        }
      });
      loaded = { client, unsubscribe: () => data.subscription.unsubscribe() };
      return client;
    },
    (error: unknown) => {
      if (own === generation) {
        pending = null;
        setState({ status: 'unavailable', error: errorMessage(error) });
      }
      throw error;
    },
  );
  return pending;
}

export interface UseAuthSessionOptions {
  /** Load the client if nobody has yet (the admin pages); false only follows a client someone else loaded. */
  load?: boolean;
}

/** The shared session state; "loading" on the server and until the client has answered. */
export function useAuthSession({ load = true }: UseAuthSessionOptions = {}): AuthSessionState {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    // A failed load is reported through the state ("unavailable"), not by this promise.
    if (load) loadAuthClient().catch(() => undefined);
  }, [load]);
  return snapshot;
}

/**
 * Signs out (Sign Out and Switch Account). When the server cannot be reached
 * the session is still forgotten in this browser, so the button always works.
 */
export async function signOut(client: SupabaseClient): Promise<void> {
  signingOut = true;
  rememberEnded(false);
  try {
    const { error } = await client.auth.signOut();
    if (error) await client.auth.signOut({ scope: 'local' });
  } finally {
    signingOut = false;
  }
}

/**
 * The server refused this browser's session (its access token and refresh
 * token are no longer honoured): forget it here and report it as ended, so
 * the admin pages offer Sign in rather than a Retry that cannot succeed.
 */
export async function endSession(client: SupabaseClient): Promise<void> {
  rememberEnded(true);
  try {
    await client.auth.signOut({ scope: 'local' });
  } finally {
    // Shown even if the client could not forget it (its sign-out reports rather than throws, and the page must not hang).
    if (state.status === 'signed-in' && state.client === client) setState({ status: 'signed-out', client, redirectError, sessionEnded });
  }
}

/** Sign in after an ended session: the reader has seen the notice; show the sign-in panel. */
export function acknowledgeSessionEnded(): void {
  rememberEnded(false);
  if (state.status === 'signed-out' && state.sessionEnded) setState({ ...state, sessionEnded: false });
}

/** The address sign-in redirects return to (product §6). */
export function adminReturnUrl(origin: string = window.location.origin): string {
  return `${origin}/admin`;
}

/** Starts Google sign-in: the browser goes to the provider and comes back to /admin. */
export async function signInWithGoogle(client: SupabaseClient): Promise<{ error: string | null }> {
  const { error } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: adminReturnUrl() } });
  return { error: error ? error.message : null };
}

export const MAIL_NOT_SENT = 'The sign-in mail could not be sent. Please try again in a few minutes.';

/**
 * What to tell the reader when a sign-in mail was not sent: the provider's
 * message, except for a server failure, which supabase-js reports without the
 * server's message (a 5xx becomes a retryable error whose message is "{}").
 */
export function sendErrorMessage(error: { message: string; status?: number }): string {
  return (error.status ?? 0) >= 500 ? MAIL_NOT_SENT : error.message;
}

/** Sends a one-time sign-in link that returns to /admin; a message the reader can act on when it fails. */
export async function sendMagicLink(client: SupabaseClient, email: string): Promise<{ error: string | null }> {
  const { error } = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: adminReturnUrl() } });
  return { error: error ? sendErrorMessage(error) : null };
}

/**
 * For tests: how the client is made (the default imports ./client). Resets the
 * shared state, stops the previous client's timers and forgets any captured
 * redirect error.
 */
export function resetAuthSession(nextLoader: AuthClientLoader = defaultLoader): void {
  generation += 1;
  if (loaded) {
    loaded.unsubscribe();
    void loaded.client.auth.stopAutoRefresh();
  }
  loaded = null;
  pending = null;
  redirectError = null;
  rememberEnded(false);
  signingOut = false;
  loader = nextLoader;
  setState(LOADING);
}
