/** HS256 JSON Web Tokens with node:crypto: the access tokens hosted auth issues, signed with our secret. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
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
}

export type VerifyResult =
  | { ok: true; claims: Record<string, unknown> }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(claims: object, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret).toString('base64url')}`;
}

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Checks the signature (HS256 only: "alg: none" and every other algorithm are refused) and expiry. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return { ok: false, reason: 'malformed' };
  const header = decodePart(parts[0]) as { alg?: unknown } | undefined;
  const claims = decodePart(parts[1]);
  if (!header || header.alg !== 'HS256' || !claims || typeof claims !== 'object' || Array.isArray(claims)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = sign(`${parts[0]}.${parts[1]}`, secret);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const exp = (claims as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as Record<string, unknown> };
}

/** Reads a JWT's payload without checking it (for Google's id_token, received straight from Google over TLS). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = decodePart(token.split('.')[1] ?? '');
  return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
}
