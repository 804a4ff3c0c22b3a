import { describe, expect, it } from 'vitest';
import { authConfig, LOCAL_PUBLISHABLE_KEY } from '../../../site/auth/config';
import { authRedirectError, withoutAuthError } from '../../../site/auth/redirectError';
import { hasStoredSession, STORED_SESSION_KEY } from '../../../site/auth/storedSession';

/** A Storage holding the given keys. */
function storageWith(...keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

describe('stored session: the header loads the auth client only when one exists', () => {
  it('recognises supabase-js keys, sb-<ref>-auth-token', () => {
    expect(hasStoredSession(storageWith('theme', 'sb-localhost-auth-token'))).toBe(true);
    expect(hasStoredSession(storageWith('sb-abcdefghijklmnop-auth-token'))).toBe(true);
    expect(STORED_SESSION_KEY.test('sb-127-auth-token')).toBe(true);
  });

  it('ignores other keys, including the PKCE verifier and look-alikes', () => {
    expect(hasStoredSession(storageWith())).toBe(false);
    expect(hasStoredSession(storageWith('theme', 'sb-localhost-auth-token-code-verifier', 'xsb-a-auth-token', 'sb-auth-token'))).toBe(false);
  });

  it('storage that is missing or throws holds no session', () => {
    expect(hasStoredSession(null)).toBe(false);
    const blocked = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(hasStoredSession(blocked)).toBe(false);
  });
});

describe('auth client configuration', () => {
  it("defaults to the site's own origin and the local publishable key", () => {
    expect(authConfig({}, 'http://localhost:3000')).toEqual({ url: 'http://localhost:3000', key: 'parchment-local-publishable-key' });
    expect(LOCAL_PUBLISHABLE_KEY).toBe('parchment-local-publishable-key');
  });

  it('uses VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY when set, without a trailing slash', () => {
    expect(authConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' }, 'http://localhost:3000')).toEqual({
      url: 'https://abc.supabase.co',
      key: 'sb_publishable_x',
    });
    expect(authConfig({ VITE_SUPABASE_URL: '  ', VITE_SUPABASE_PUBLISHABLE_KEY: '' }, 'http://site.test').url).toBe('http://site.test');
  });
});

describe('a sign-in error returned in the URL is shown on the sign-in panel (product §§4, 8)', () => {
  it('reads error_description from the fragment (implicit flow)', () => {
    expect(
      authRedirectError('#error=invalid_request&error_code=provider_disabled&error_description=Google+sign-in+is+not+configured+on+this+server.', ''),
    ).toBe('Google sign-in is not configured on this server.');
    expect(authRedirectError('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired', '')).toBe(
      'Email link is invalid or has expired',
    );
  });

  it('reads the query string too (PKCE flow), and names a bare error code', () => {
    expect(authRedirectError('', '?error=access_denied&error_description=Access%20denied')).toBe('Access denied');
    expect(authRedirectError('#error=server_error', '')).toBe('Sign-in failed: server error');
  });

  it('a session fragment or an ordinary URL carries no error', () => {
    expect(authRedirectError('#access_token=abc&refresh_token=def&expires_in=3600', '')).toBeNull();
    expect(authRedirectError('', '?page=2')).toBeNull();
    expect(authRedirectError('#main', '')).toBeNull();
  });

  it('the error is taken out of the address, and nothing else is', () => {
    const clean = withoutAuthError(new URL('http://site.test/admin?keep=1&error=x&error_description=y#error=x&error_description=y'));
    expect(clean.href).toBe('http://site.test/admin?keep=1');
    expect(withoutAuthError(new URL('http://site.test/admin#main')).href).toBe('http://site.test/admin#main');
  });
});
