/**
 * The one Supabase client of the site. This is the only module that imports
 * supabase-js, and it is only ever reached through `import('./client')` (see
 * session.ts), so no public page downloads the library: the admin pages load
 * it, and the header does when a session is already stored.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { authConfig, type AuthConfig } from './config';

/** A new client: session kept in localStorage, refreshed automatically, and read from the URL when a sign-in link returns (implicit flow). */
export function createAuthClient(config: AuthConfig = authConfig()): SupabaseClient {
  return createClient(config.url, config.key, {
    auth: {
      persistSession: true,
      storage: window.localStorage,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  });
}

let client: SupabaseClient | null = null;

/** The site's client, created on first use. */
export function getAuthClient(): SupabaseClient {
  client ??= createAuthClient();
  return client;
}
