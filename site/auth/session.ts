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

export type AuthSessionState =
  | { status: 'loading' }
  /** The client could not be loaded (e.g. its script failed to download). */
  | { status: 'unavailable'; error: string }
  | { status: 'signed-out'; client: SupabaseClient; redirectError: string | null }
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
  pending = loader().then(
    (client) => {
      if (own !== generation) return client;
      // INITIAL_SESSION arrives once the client has read storage and the URL; every later change follows.
      const { data } = client.auth.onAuthStateChange((_event, session) => {
        if (own !== generation) return;
        if (session) {
          redirectError = null;
          setState({ status: 'signed-in', client, session });
        } else {
          setState({ status: 'signed-out', client, redirectError });
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
  const { error } = await client.auth.signOut();
  if (error) await client.auth.signOut({ scope: 'local' });
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

/** Sends a one-time sign-in link that returns to /admin; the provider's message on failure. */
export async function sendMagicLink(client: SupabaseClient, email: string): Promise<{ error: string | null }> {
  const { error } = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: adminReturnUrl() } });
  return { error: error ? error.message : null };
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
  loader = nextLoader;
  setState(LOADING);
}
