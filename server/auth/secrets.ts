/** Random tokens and their hashes: one-time links, 6-digit codes, refresh tokens, PKCE. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A link token in hosted auth's shape: 56 hex characters. */
export const linkToken = () => randomBytes(28).toString('hex');

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** RFC 7636: BASE64URL(SHA256(verifier)) for s256, the verifier itself for plain. */
export function pkceMatches(verifier: string, challenge: string, method: string): boolean {
  if (method === 'plain') return verifier === challenge;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}
