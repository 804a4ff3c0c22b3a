/**
 * docs/product.md §10, hardening fault 12: canonical, og:url and JSON-LD URLs
 * come from the configured site URL, never from the request's Host header
 * (pages are cacheable, so one forged Host would otherwise poison them for
 * every reader behind a shared cache).
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startSite, type SiteServer } from './support/site';

const running: SiteServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => site.stop()));
});

function getWithHost(site: SiteServer, path: string, host: string): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: site.port, path, headers: { Host: host, 'Accept-Encoding': 'identity' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The URLs a page states as its own: canonical and og:url. */
function selfUrls(html: string): string[] {
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => match[1]);
  const ogUrl = [...html.matchAll(/<meta property="og:url" content="([^"]+)"/g)].map((match) => match[1]);
  return [...canonical, ...ogUrl];
}

/** The JSON-LD blocks' text, where the page names itself, its publisher and its breadcrumbs. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');

describe('Hardening fault 12: self URLs come from the configured site URL only', () => {
  it('without PUBLIC_SITE_URL, a forged Host changes nothing: the URLs name the default site URL', async () => {
    const site = await startSite();
    running.push(site);
    for (const path of ['/', '/articles/monroe-doctrine', '/foundations', '/about']) {
      const forged = await getWithHost(site, path, 'evil.example');
      expect(forged.status, path).toBe(200);
      const urls = selfUrls(forged.body);
      expect(urls.length, `${path} states its URL`).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${site.config.siteUrl}/`), `${path}: ${url}`).toBe(true);
      expect(forged.body).not.toContain('evil.example');
      if (path === '/articles/monroe-doctrine') expect(jsonLd(forged.body)).toContain(`${site.config.siteUrl}/articles/monroe-doctrine`);
    }
  });

  it('an old address redirects to a path on this site, never to the Host a request names (product §2, other link targets)', async () => {
    const site = await startSite();
    running.push(site);
    const forged = await getWithHost(site, '/people/rosa-parks', 'evil.example');
    expect(forged.status).toBe(301);
    expect(forged.location).toBe('/articles/rosa-parks');
  });

  it('with PUBLIC_SITE_URL, every self URL uses it, whatever Host the request names', async () => {
    const site = await startSite({ PUBLIC_SITE_URL: 'https://parchment.example.org' });
    running.push(site);
    const page = await getWithHost(site, '/articles/monroe-doctrine', `localhost:${site.port}`);
    const urls = selfUrls(page.body);
    expect(urls).toContain('https://parchment.example.org/articles/monroe-doctrine');
    for (const url of urls) expect(url.startsWith('https://parchment.example.org/'), url).toBe(true);
    expect(jsonLd(page.body)).toContain('https://parchment.example.org/articles/monroe-doctrine');
    expect(page.body).not.toContain(`localhost:${site.port}`);
  });
});
