/**
 * HS256 JSON Web Tokens over jose: the access tokens hosted auth issues and
 * the OAuth round trip's state, signed with the server's secret. Each token
 * names its key in the `kid` header, so a secret can be rotated while tokens
 * signed with the previous one are still accepted (JWT_PREVIOUS_SECRETS).
 */
import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTHeaderParameters, type JWTPayload } from 'jose';

/** A type, not an interface, so that it is a JWTPayload (interfaces have no implicit index signature). */
export type AccessClaims = {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: 'authenticated';
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
};

interface SigningKey {
  kid: string;
  key: Uint8Array;
}

/** The secret tokens are signed with, and the previous ones still accepted during a rotation. */
export interface KeyRing {
  current: SigningKey;
  previous: SigningKey[];
}

/**
 * A short hash of the secret. Publishing it gives nothing away: any HS256
 * token over known claims already lets one test guesses of the secret, and
 * the prefix keeps these hashes from matching a hash of the secret made for
 * another purpose.
 */
export function keyIdOf(secret: string): string {
  return createHash('sha256').update(`parchment-jwt-kid:${secret}`).digest('base64url').slice(0, 16);
}

function signingKey(secret: string): SigningKey {
  // The secret's UTF-8 bytes, as hosted auth (and node:crypto's HMAC before) use it.
  return { kid: keyIdOf(secret), key: new TextEncoder().encode(secret) };
}

export function keyRing(current: string, previous: readonly string[] = []): KeyRing {
  return { current: signingKey(current), previous: previous.map(signingKey) };
}

/** Always with the current key, whose kid the header names. */
export function signJwt(claims: JWTPayload, keys: KeyRing): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keys.current.kid }).sign(keys.current.key);
}

export type VerifyResult =
  | { ok: true; claims: JWTPayload & Record<string, unknown> }
  | { ok: false; reason: 'malformed' | 'algorithm' | 'signature' | 'expired' | 'claims'; detail: string };

/** Tokens minted by a clock a little ahead of ours (hosted auth's) are still fine. */
const ISSUED_AT_SKEW_SECONDS = 60;

/**
 * The key a token's kid names. A token without a kid (hosted auth's legacy
 * HS256 tokens, and ours from before kids), or with a kid this server did not
 * issue, is checked against the current key only, as hosted auth does for
 * HS256 (a kid may be advertised by whoever minted the token with the shared
 * secret): a kid lends a previous key, never a key that is not listed, so
 * removing a secret from the rotation setting retires all its tokens.
 */
function keyFor(keys: KeyRing, header: JWTHeaderParameters): Uint8Array {
  const named = header.kid === undefined ? undefined : keys.previous.find((candidate) => candidate.kid === header.kid);
  return (named ?? keys.current).key;
}

/**
 * Checks the signature (HS256 only, with the key its kid names), exp (always
 * required), nbf and iat when present, and the audience and issuer asked for.
 * `detail` is the reason in hosted auth's words, safe to show the caller.
 */
export async function verifyJwt(token: string, keys: KeyRing, expected: { audience?: string; issuer?: string } = {}): Promise<VerifyResult> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, (header) => keyFor(keys, header), {
      // Pinned: alg "none", other HMAC lengths and every public-key algorithm are refused before any key is used.
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      audience: expected.audience,
      issuer: expected.issuer,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', detail: 'token has invalid claims: token is expired' };
    if (error instanceof errors.JWTClaimValidationFailed) return { ok: false, reason: 'claims', detail: `token has invalid claims: ${error.message}` };
    if (error instanceof errors.JOSEAlgNotAllowed) return { ok: false, reason: 'algorithm', detail: 'signing method is not HS256' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature', detail: 'signature is invalid' };
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'malformed', detail: 'token is malformed' };
    throw error;
  }
  if (claims.iat !== undefined && claims.iat > Date.now() / 1000 + ISSUED_AT_SKEW_SECONDS) {
    return { ok: false, reason: 'claims', detail: 'token has invalid claims: "iat" claim is in the future' };
  }
  return { ok: true, claims: claims as JWTPayload & Record<string, unknown> };
}
