/**
 * Hardening fault 13: every answer of the server, whatever produced it (the
 * content API, the auth, RPC and storage stand-ins, robots.txt, a 404, a
 * refused body, an error), carries the security headers; HSTS only when the
 * public site is https. The site's pages are covered in tests/e2e/security-headers.test.ts.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/http/security-headers.ts';
import { startTestServer, START_TIMEOUT, type TestServer } from './helpers/server.ts';

const BROKEN_PATH = '/hardening-fault-13-broken';

let server: TestServer;
let httpsServer: TestServer;
beforeAll(async () => {
  const breakOnePath = {
    compose: (app: TestServer['app']) => {
      app.get(BROKEN_PATH, () => Promise.reject(new Error('broken on purpose')));
    },
  };
  [server, httpsServer] = await Promise.all([
    startTestServer({}, breakOnePath),
    startTestServer({ NODE_ENV: 'test', PUBLIC_SITE_URL: 'https://parchment.example' }),
  ]);
}, START_TIMEOUT);
afterAll(async () => {
  await Promise.all([server?.stop(), httpsServer?.stop()]);
});

interface Probe {
  label: string;
  path: string;
  init?: RequestInit;
  status: number;
  /** The JSON APIs answer CORS `*`, so other origins may load them (CORP cross-origin); nothing else. */
  crossOrigin: boolean;
}

const json = (body: string): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

const PROBES: Probe[] = [
  { label: 'content API list', path: '/api/articles', status: 200, crossOrigin: true },
  { label: 'content API search', path: '/api/search?q=x', status: 200, crossOrigin: true },
  { label: 'content API 404', path: '/api/article/no-such-article', status: 404, crossOrigin: true },
  { label: 'CORS preflight', path: '/api/articles', init: { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' } }, status: 204, crossOrigin: true },
  { label: 'auth settings', path: '/auth/v1/settings', status: 200, crossOrigin: true },
  { label: 'auth token with a bad body', path: '/auth/v1/token?grant_type=refresh_token', init: json('{not json'), status: 400, crossOrigin: true },
  { label: 'auth body over the limit', path: '/auth/v1/otp', init: json(JSON.stringify({ email: 'a'.repeat(70 * 1024) })), status: 413, crossOrigin: true },
  { label: 'RPC as an anonymous caller', path: '/rest/v1/rpc/me_admin_status', init: json('{}'), status: 200, crossOrigin: true },
  { label: 'storage object', path: '/storage/v1/object/public/heroes/constitution.svg', status: 200, crossOrigin: true },
  { label: 'robots.txt', path: '/robots.txt', status: 200, crossOrigin: false },
  { label: 'unknown path', path: '/no/such/path', status: 404, crossOrigin: false },
  { label: 'an error in a handler', path: BROKEN_PATH, status: 500, crossOrigin: false },
];

function expectSecurityHeaders(response: Response, probe: Probe) {
  const header = (name: string) => response.headers.get(name);
  const where = `${probe.label} (${probe.path})`;
  expect(response.status, where).toBe(probe.status);
  expect(header('X-Frame-Options'), where).toBe('DENY');
  expect(header('X-Content-Type-Options'), where).toBe('nosniff');
  expect(header('Referrer-Policy'), where).toBe('strict-origin-when-cross-origin');
  expect(header('Cross-Origin-Opener-Policy'), where).toBe('same-origin');
  expect(header('Cross-Origin-Resource-Policy'), where).toBe(probe.crossOrigin ? 'cross-origin' : 'same-origin');
  const permissions = header('Permissions-Policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(permissions, where).toContain(feature);
  expect(permissions, `${where}: interest-cohort is obsolete`).not.toContain('interest-cohort');
  const policy = header('Content-Security-Policy') ?? '';
  expect(policy, where).toContain("frame-ancestors 'none'");
  expect(policy, where).toContain("default-src 'none'");
}

describe('Hardening fault 13: security headers on every answer', () => {
  it.each(PROBES)('$label ($path) carries them, and no HSTS over http', async (probe) => {
    const response = await server.request(probe.path, probe.init);
    expectSecurityHeaders(response, probe);
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it.each(PROBES.filter((probe) => probe.crossOrigin && probe.init?.method !== 'OPTIONS'))(
    '$label ($path) may be read by a page on another origin, with its ETag',
    async (probe) => {
      const response = await server.request(probe.path, { ...probe.init, headers: { ...probe.init?.headers, Origin: 'https://elsewhere.example' } });
      expect(response.status).toBe(probe.status);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(response.headers.get('Access-Control-Expose-Headers')).toContain('ETag');
    },
  );

  it('a 304 from the ETag check carries them too', async () => {
    const first = await server.request('/api/articles');
    const repeat = await server.request('/api/articles', { headers: { 'If-None-Match': first.headers.get('ETag') as string } });
    expectSecurityHeaders(repeat, { label: '304', path: '/api/articles', status: 304, crossOrigin: true });
  });

  it("storage keeps its own sandboxing policy for SVGs, with framing refused added", async () => {
    const policy = (await server.request('/storage/v1/object/public/heroes/constitution.svg')).headers.get('Content-Security-Policy');
    expect(policy).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'");
  });

  it('the development mailbox page may use its inline style but nothing else', async () => {
    const response = await server.request('/_dev/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('Hardening fault 13: HSTS when the public site is https', () => {
  it.each(PROBES.filter((probe) => probe.path !== BROKEN_PATH))('$label ($path) carries Strict-Transport-Security for two years, subdomains included', async (probe) => {
    const response = await httpsServer.request(probe.path, probe.init);
    expectSecurityHeaders(response, probe);
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('Hardening fault 13: scripts, stylesheets and fonts carry only the headers that apply to a subresource', () => {
  // The middleware alone, on answers of each type: which headers an answer gets depends on its type, not its path.
  const app = new Hono();
  app.use('*', securityHeaders({ siteUrl: 'https://parchment.example' }));
  const typed = (type: string) => (c: { body: (data: string, status: 200, headers: Record<string, string>) => Response }) => c.body('x', 200, { 'Content-Type': type });
  app.get('/assets/entry.js', typed('text/javascript; charset=utf-8'));
  app.get('/assets/page.css', typed('text/css; charset=utf-8'));
  app.get('/assets/serif.woff2', typed('font/woff2'));
  app.get('/favicon.svg', typed('image/svg+xml'));
  app.get('/notes.txt', typed('text/plain; charset=utf-8'));

  it.each(['/assets/entry.js', '/assets/page.css', '/assets/serif.woff2'])('%s: nosniff, CORP, Referrer-Policy and HSTS, and no document policy', async (path) => {
    const response = await app.request(path);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']) expect(response.headers.get(name), name).toBeNull();
  });

  it.each(['/favicon.svg', '/notes.txt'])('%s, which a browser can open as a document, keeps every header', async (path) => {
    const response = await app.request(path);
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });
});
