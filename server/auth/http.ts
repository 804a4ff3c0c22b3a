/** Hosted auth's HTTP conventions: the API version header, `{code, message}` errors, Bearer tokens, JSON bodies. */
import type { Context } from 'hono';
import { AuthError } from './service.ts';

export const API_VERSION = '2024-01-01';
const MAX_BODY = 64 * 1024;

export function bearer(c: Context): string | null {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

export function authErrorResponse(c: Context, error: AuthError, oauthStyle = false): Response {
  const body: Record<string, string> = { code: error.code, message: error.message };
  if (oauthStyle) {
    body.error = error.code;
    body.error_description = error.message;
  }
  return c.json(body, error.status);
}

/** The request body as a JSON object; malformed, oversized or non-object bodies are a 400 with bad_json. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (declared > MAX_BODY) throw new AuthError(413, 'request_too_large', 'Request body is too large');
  const text = await c.req.text();
  if (text.length > MAX_BODY) throw new AuthError(413, 'request_too_large', 'Request body is too large');
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** A URL with the fragment replaced by these parameters (how hosted auth hands a session or an error to the browser). */
export function withFragment(target: string, params: Record<string, string | number>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return url.href;
}

export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}
