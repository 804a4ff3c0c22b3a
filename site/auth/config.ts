/**
 * Where the auth client talks to, and with which key. Read by the auth client
 * and by the admin list (for hero thumbnails); it imports nothing, so reading
 * it never pulls supabase-js into a page.
 *
 * By default the site's own origin: the local server answers /auth/v1,
 * /rest/v1 and /storage/v1 itself (and `npm run dev` proxies them), and it
 * accepts any publishable key. A hosted deployment sets VITE_SUPABASE_URL and
 * VITE_SUPABASE_PUBLISHABLE_KEY at build time.
 */

/** The key the local server is given when no publishable key is configured (it accepts any). */
export const LOCAL_PUBLISHABLE_KEY = 'parchment-local-publishable-key';

export interface AuthConfig {
  /** The Supabase project's URL, without a trailing slash. */
  url: string;
  /** The publishable (anon) key sent as `apikey`. */
  key: string;
}

interface AuthEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_PUBLISHABLE_KEY?: string;
}

/** The configured project, falling back to the page's origin and the local key. Call it in effects and handlers, never during render. */
export function authConfig(env: AuthEnv = import.meta.env as AuthEnv, origin: string = window.location.origin): AuthConfig {
  const url = env.VITE_SUPABASE_URL?.trim() || origin;
  return {
    url: url.replace(/\/+$/, ''),
    key: env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || LOCAL_PUBLISHABLE_KEY,
  };
}
