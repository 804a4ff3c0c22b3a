/**
 * docs/product.md §10 (hardening of sign-in): access tokens are signed and
 * checked with jose, HS256 only, each naming its key by `kid`, with the
 * previous secrets of a rotation still accepted. Tokens are forged here the
 * way an attacker would and shown to the real server over HTTP: GET
 * /auth/v1/user and the RPC me_admin_status through /rest/v1.
 */
import { createHmac } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyIdOf } from '../../server/auth/jwt.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { bearer, postJson, signIn } from './helpers/auth.ts';
import { startTestServer, START_TIMEOUT, type TestServer } from './helpers/server.ts';

const CURRENT = 'current-signing-secret-0123456789abcdefghij';
const PREVIOUS = 'previous-signing-secret-0123456789abcdefghi';
const ADMIN = 'admin@example.com';

/** Mid-rotation: signs with CURRENT, still accepts PREVIOUS. */
let rotating: TestServer;
/** After the rotation: PREVIOUS removed from the setting. */
let rotated: TestServer;
/** The claims of a real admin session on each server, for tokens re-signed here. */
let rotatingClaims: JWTPayload;
let rotatedClaims: JWTPayload;
let rotatingToken: string;

beforeAll(async () => {
  [rotating, rotated] = await Promise.all([
    startTestServer({ JWT_SECRET: CURRENT, JWT_PREVIOUS_SECRETS: PREVIOUS }),
    startTestServer({ JWT_SECRET: CURRENT }),
  ]);
  rotatingToken = (await signIn(rotating, ADMIN)).access_token;
  rotatingClaims = decodeJwt(rotatingToken);
  rotatedClaims = decodeJwt((await signIn(rotated, ADMIN)).access_token);
}, START_TIMEOUT);
afterAll(async () => {
  await Promise.all([rotating?.stop(), rotated?.stop()]);
});

const bytes = (text: string) => new TextEncoder().encode(text);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HMAC-signed token with exactly this header (no kid when `kid` is undefined). */
function hmacToken(claims: JWTPayload, secret: string | Uint8Array, header: { alg?: 'HS256' | 'HS384' | 'HS512'; kid?: string } = {}) {
  const protectedHeader = { alg: header.alg ?? 'HS256', typ: 'JWT', ...(header.kid === undefined ? {} : { kid: header.kid }) };
  return new SignJWT(claims).setProtectedHeader(protectedHeader).sign(typeof secret === 'string' ? bytes(secret) : secret);
}

interface Outcome {
  user: number;
  userBody: { code?: string; message?: string; email?: string };
  rpc: number;
  rpcBody: unknown;
}

async function present(server: TestServer, token: string): Promise<Outcome> {
  const user = await server.request('/auth/v1/user', { headers: bearer(token) });
  const rpc = await postJson(server, '/rest/v1/rpc/me_admin_status', {}, bearer(token));
  return { user: user.status, userBody: (await user.json()) as Outcome['userBody'], rpc: rpc.status, rpcBody: await rpc.json() };
}

async function expectAccepted(server: TestServer, token: string, label: string) {
  const outcome = await present(server, token);
  expect({ user: outcome.user, email: outcome.userBody.email, rpc: outcome.rpc, rpcBody: outcome.rpcBody }, label).toEqual({
    user: 200,
    email: ADMIN,
    rpc: 200,
    rpcBody: [{ is_admin: true }],
  });
}

async function expectRefused(server: TestServer, token: string, label: string, rpcCode = 'PGRST301'): Promise<string> {
  const outcome = await present(server, token);
  expect({ user: outcome.user, code: outcome.userBody.code, rpc: outcome.rpc, rpcCode: (outcome.rpcBody as { code?: string }).code }, label).toEqual({
    user: 403,
    code: 'bad_jwt',
    rpc: 401,
    rpcCode,
  });
  expect(outcome.userBody.message, label).toMatch(/^invalid JWT: unable to parse or verify signature, /);
  return outcome.userBody.message!;
}

describe('Hardening 2: hand-written token code', () => {
  it('tokens name their key by a kid (a hash, never the secret) and are signed with the current key only', async () => {
    const header = decodeProtectedHeader(rotatingToken);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', kid: keyIdOf(CURRENT) });
    expect(header.kid).not.toBe(keyIdOf(PREVIOUS));
    expect(rotatingToken).not.toContain(Buffer.from(CURRENT).toString('base64url').slice(0, 12));
    await expectAccepted(rotating, rotatingToken, 'the issued token');
  });

  it('refuses "alg: none", with or without a kid', async () => {
    for (const header of [{ alg: 'none', typ: 'JWT' }, { alg: 'none', typ: 'JWT', kid: keyIdOf(CURRENT) }, { alg: 'None', typ: 'JWT' }]) {
      await expectRefused(rotating, `${part(header)}.${part(rotatingClaims)}.`, JSON.stringify(header));
    }
  });

  it('refuses HS384 and HS512, even signed with the server\'s own secret and kid', async () => {
    for (const alg of ['HS384', 'HS512'] as const) {
      const message = await expectRefused(rotating, await hmacToken(rotatingClaims, CURRENT, { alg, kid: keyIdOf(CURRENT) }), alg);
      expect(message).toMatch(/signing method/);
    }
  });

  it('refuses RS256 and ES256 tokens, an HMAC over the server\'s secret labelled RS256, and a public key used as the HMAC secret', async () => {
    for (const alg of ['RS256', 'ES256'] as const) {
      const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
      const signed = await new SignJWT(rotatingClaims).setProtectedHeader({ alg, typ: 'JWT', kid: keyIdOf(CURRENT) }).sign(privateKey);
      await expectRefused(rotating, signed, `${alg} signed with its private key`);
      // The classic confusion: a verifier that takes the algorithm from the token would check this HMAC with the public key.
      const publicPem = await exportSPKI(publicKey);
      await expectRefused(rotating, await hmacToken(rotatingClaims, publicPem, { kid: keyIdOf(CURRENT) }), `HS256 over the ${alg} public key`);
      await expectRefused(rotating, await hmacToken(rotatingClaims, publicPem), `HS256 over the ${alg} public key, no kid`);
    }
    const header = part({ alg: 'RS256', typ: 'JWT', kid: keyIdOf(CURRENT) });
    const payload = part(rotatingClaims);
    const mislabelled = `${header}.${payload}.${createHmac('sha256', CURRENT).update(`${header}.${payload}`).digest('base64url')}`;
    await expectRefused(rotating, mislabelled, 'HMAC over the server secret labelled RS256');
  });

  it('accepts a token signed with the previous key while JWT_PREVIOUS_SECRETS lists it, and refuses it once removed', async () => {
    await expectAccepted(rotating, await hmacToken(rotatingClaims, PREVIOUS, { kid: keyIdOf(PREVIOUS) }), 'previous key, listed');
    const message = await expectRefused(rotated, await hmacToken(rotatedClaims, PREVIOUS, { kid: keyIdOf(PREVIOUS) }), 'previous key, removed');
    expect(message).toMatch(/signature is invalid/);
  });

  it('checks a kid it did not issue against the current key only, as hosted auth does for HS256', async () => {
    const strangers = ['unknown-key', keyIdOf('some-other-secret-that-is-long-enough-000'), '', CURRENT];
    for (const kid of strangers) {
      await expectAccepted(rotating, await hmacToken(rotatingClaims, CURRENT, { kid }), `kid ${JSON.stringify(kid)}, current secret`);
      await expectRefused(rotating, await hmacToken(rotatingClaims, PREVIOUS, { kid }), `kid ${JSON.stringify(kid)}, previous secret`);
      await expectRefused(rotating, await hmacToken(rotatingClaims, 'some-other-secret-that-is-long-enough-000', { kid }), `kid ${JSON.stringify(kid)}, a secret of nobody's`);
    }
    // A kid of ours does not lend its key to a token signed with another one.
    await expectRefused(rotating, await hmacToken(rotatingClaims, PREVIOUS, { kid: keyIdOf(CURRENT) }), 'kid of the current key, signed with the previous');
  });

  it('accepts a token without a kid (hosted auth\'s legacy HS256 tokens) only with the current key', async () => {
    await expectAccepted(rotating, await hmacToken(rotatingClaims, CURRENT), 'no kid, current key');
    await expectRefused(rotating, await hmacToken(rotatingClaims, PREVIOUS), 'no kid, previous key still listed');
  });

  it('refuses a tampered payload, an expired token, and dates or an audience that do not fit', async () => {
    const [header, , signature] = rotatingToken.split('.');
    const tampered = `${header}.${part({ ...rotatingClaims, email: 'someone.else@example.com', role: 'service_role' })}.${signature}`;
    await expectRefused(rotating, tampered, 'tampered payload');

    const now = Math.floor(Date.now() / 1000);
    const signed = (claims: JWTPayload) => hmacToken(claims, CURRENT, { kid: keyIdOf(CURRENT) });
    const expired = await expectRefused(rotating, await signed({ ...rotatingClaims, exp: now - 10 }), 'expired', 'PGRST303');
    expect(expired).toMatch(/token is expired/);
    const { exp: _exp, ...withoutExp } = rotatingClaims;
    await expectRefused(rotating, await signed(withoutExp), 'no exp');
    await expectRefused(rotating, await signed({ ...rotatingClaims, nbf: now + 3600 }), 'not valid before an hour from now');
    await expectRefused(rotating, await signed({ ...rotatingClaims, iat: now + 3600 }), 'issued an hour from now');
    await expectRefused(rotating, await signed({ ...rotatingClaims, aud: 'someone-else' }), 'another audience');
    await expectRefused(rotating, await signed({ ...rotatingClaims, exp: String(now + 600) as unknown as number }), 'exp as a string');
  });

  it('publishes no key at /auth/v1/.well-known/jwks.json (HS256 keys are secret), as hosted auth on a shared secret does', async () => {
    const response = await rotating.request('/auth/v1/.well-known/jwks.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keys: [] });
  });

  it('JWT_PREVIOUS_SECRETS takes comma-separated secrets of at least 32 characters and never echoes one', () => {
    expect(loadConfig({ JWT_PREVIOUS_SECRETS: `${PREVIOUS}, ${CURRENT}` }).jwtPreviousSecrets).toEqual([PREVIOUS, CURRENT]);
    expect(loadConfig({}).jwtPreviousSecrets).toEqual([]);
    let error: unknown;
    try {
      loadConfig({ JWT_PREVIOUS_SECRETS: `${PREVIOUS},too-short-secret` });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/JWT_PREVIOUS_SECRETS .*at least 32 characters.*secret 2/);
    expect((error as Error).message).not.toContain('too-short-secret');
  });
});
