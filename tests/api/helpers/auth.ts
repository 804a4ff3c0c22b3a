/** Signing in over HTTP the way the client does, for tests that need a session. */
import type { TestServer } from './server.ts';

export interface Mail {
  to: string;
  subject: string;
  link: string | null;
  code: string | null;
  sent_at: string;
}

/**
 * The development mailbox, asked in process: a server with TRUST_PROXY (the
 * tests that play many clients behind a proxy) refuses it to every request
 * that comes over the network.
 */
export async function mailbox(server: TestServer): Promise<Mail[]> {
  const response = await server.app.request('/_dev/mailbox.json');
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** The newest mail to this address. */
export async function latestMail(server: TestServer, email: string): Promise<Mail> {
  const mail = (await mailbox(server)).find((entry) => entry.to === email.toLowerCase());
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export function postJson(server: TestServer, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return server.request(pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: 'local-publishable-key', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function requestLink(server: TestServer, email: string, redirectTo?: string): Promise<Mail> {
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
  const response = await postJson(server, `/auth/v1/otp${query}`, { email, create_user: true });
  if (response.status !== 200) throw new Error(`otp answered ${response.status}: ${await response.text()}`);
  return latestMail(server, email);
}

export function tokenFromLink(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string };
}

/** Magic link -> POST /verify with its token hash -> session. */
export async function signIn(server: TestServer, email: string): Promise<Session> {
  const mail = await requestLink(server, email);
  const response = await postJson(server, '/auth/v1/verify', { type: 'magiclink', token_hash: tokenFromLink(mail.link!) });
  if (response.status !== 200) throw new Error(`verify answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Session;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
