/** Random tokens and their hashes: one-time links, 6-digit codes, refresh tokens, PKCE. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A link token in hosted auth's shape: 56 hex characters. */
export const linkToken = () => randomBytes(28).toString('hex');

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * RFC 7636 S256: BASE64URL(SHA256(verifier)). The `plain` method is refused
 * when a flow starts (a challenge equal to its verifier protects nothing once
 * the link is seen), so a stored flow is always S256.
 */
export function pkceMatches(verifier: string, challenge: string, method: string): boolean {
  if (method !== 's256') return false;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}
