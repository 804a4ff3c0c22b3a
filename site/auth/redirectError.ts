/**
 * A sign-in that fails comes back to /admin with the reason in the URL:
 * `#error=..&error_code=..&error_description=..` (implicit flow: OAuth
 * errors, spent or expired magic links) or the same in the query string
 * (PKCE). The sign-in panel shows the description.
 */

const AUTH_ERROR_PARAMS = ['error', 'error_code', 'error_description'];

/** The message in a returned URL's fragment or query, or null when it carries no auth error. */
export function authRedirectError(hash: string, search: string): string | null {
  for (const raw of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(raw);
    const description = params.get('error_description')?.trim();
    const code = params.get('error')?.trim() || params.get('error_code')?.trim();
    if (description) return description;
    if (code) return `Sign-in failed: ${code.replace(/_/g, ' ')}`;
  }
  return null;
}

/** The URL without the auth error parameters, so a reload does not show the error again. */
export function withoutAuthError(url: URL): URL {
  const clean = new URL(url.href);
  const hashParams = new URLSearchParams(clean.hash.replace(/^#/, ''));
  if (AUTH_ERROR_PARAMS.some((name) => hashParams.has(name))) clean.hash = '';
  for (const name of AUTH_ERROR_PARAMS) clean.searchParams.delete(name);
  return clean;
}
