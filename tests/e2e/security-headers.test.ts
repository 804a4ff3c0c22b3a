/**
 * Hardening fault 13 in real Chromium: every page prerendered at build time
 * (in each theme) and the 404 pages run under their strict
 * Content-Security-Policy without a single violation and still hydrate
 * (routes.test.ts checks every route rendered on request the same way, on
 * its one visit of each); signing in (supabase-js talking to /auth/v1 and
 * /rest/v1) is not blocked; assets carry the headers too; and /admin cannot
 * be framed.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteBuild, mountSite } from '../../server/site/mount';
import { root, startTestServer } from '../api/helpers/server';
import { signInByMagicLink } from './support/admin';
import { directives, expectHydratedAndInteractive, expectStrictPagePolicy, violations, watchedPage } from './support/csp';
import { waitForHydration } from './support/reader';
import { siteForTests } from './support/site';

/** What `npm run build` prerendered (scripts/finish-build.mjs), and for which public origin. */
const prerenderIndex = JSON.parse(readFileSync(path.join(root, 'dist/prerendered/index.json'), 'utf8')) as {
  origin: string;
  pages: Array<{ path: string; theme: 'system' | 'parchment' | 'ink' }>;
};

const { site, openContext } = siteForTests();
/** The same site claiming the origin the build prerendered for, so static pages come from dist/prerendered. */
const { site: prerenderedSite } = siteForTests({
  browser: false,
  start: async () => {
    const build = await loadSiteBuild();
    return startTestServer({}, { compose: (app) => mountSite(app, build, prerenderIndex.origin) });
  },
});

describe('Hardening fault 13: every route runs under a strict CSP in Chromium', () => {
  // Every route of product §2 is checked on routes.test.ts's visit; here, the two 404 pages.
  const routes = ['/no/such/page', '/articles/no-such-article'];

  it.each(routes)('%s: strict policy, no violation, hydrated', async (route) => {
    const { page, reports } = await watchedPage(openContext);
    const response = await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    expectStrictPagePolicy(response, route);
    await expectHydratedAndInteractive(page, route);
    expect(await violations(page, reports), `CSP violations on ${route}`).toEqual([]);
  });

  it.each(prerenderIndex.pages)('prerendered $path in the $theme theme: the policy allows exactly what the prerendered page holds', async ({ path: route, theme }) => {
    const { page, reports } = await watchedPage(openContext, { url: prerenderedSite.url, theme });
    const response = await page.goto(`${prerenderedSite.url}${route}`, { waitUntil: 'networkidle' });
    expect(response?.headers()['x-page-cache'], `${route} (${theme}) came from dist/prerendered`).toBe('prerendered');
    expectStrictPagePolicy(response, `${route} (${theme}, prerendered)`);
    await expectHydratedAndInteractive(page, `${route} (${theme}, prerendered)`);
    expect(await violations(page, reports), `CSP violations on prerendered ${route} (${theme})`).toEqual([]);

    // The reload revalidates (304 from the prerendered ETag) and must still run.
    const again = await page.reload({ waitUntil: 'networkidle' });
    expectStrictPagePolicy(again, `${route} reloaded`);
    await waitForHydration(page);
    expect(await violations(page, reports), `CSP violations on prerendered ${route} reloaded`).toEqual([]);
  });

  it('signing in by magic link and opening the articles manager is not blocked (supabase-js, /auth/v1, /rest/v1, hero thumbnails)', async () => {
    const { page, reports } = await watchedPage(openContext);
    await signInByMagicLink(page, site, 'admin@example.com');
    await page.getByRole('heading', { level: 1, name: 'Admin Home' }).waitFor();
    const response = await page.goto(`${site.url}/admin/articles`, { waitUntil: 'networkidle' });
    expectStrictPagePolicy(response, '/admin/articles signed in');
    await page.getByRole('heading', { level: 1, name: 'Articles Manager' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await violations(page, reports)).toEqual([]);
  });
});

describe('Hardening fault 13: assets and framing', () => {
  it('the entry script, a stylesheet and a font carry the subresource headers only; /favicon.svg every header with a nothing-allowed policy', async () => {
    const html = await (await fetch(`${site.url}/about`)).text();
    const boot = JSON.parse(/<script type="application\/json" id="parchment-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
      entryScript: string;
      webFonts: { files: string[] };
    };
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    // No font is preloaded: the boot script fetches the build's font files after the first paint (site/webFonts.ts).
    const font = boot.webFonts.files[0];
    for (const file of [boot.entryScript, stylesheet, font, '/favicon.svg']) {
      expect(file, 'an asset path found in the page').toMatch(/^\//);
      const response = await fetch(`${site.url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('X-Content-Type-Options'), file).toBe('nosniff');
      expect(response.headers.get('Cross-Origin-Resource-Policy'), file).toBe('same-origin');
      const documentHeaders = ['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Permissions-Policy'].map((name) => response.headers.get(name));
      if (file === '/favicon.svg') {
        // An SVG opened by its address is a document.
        expect(documentHeaders.slice(0, 3), file).toEqual(["default-src 'none'; frame-ancestors 'none'", 'DENY', 'same-origin']);
        expect(documentHeaders[3], file).toContain('microphone=()');
      } else {
        expect(documentHeaders, `${file}: a script, stylesheet or font is never a document`).toEqual([null, null, null, null]);
      }
    }
  });

  it('/admin cannot be framed: X-Frame-Options DENY and frame-ancestors none, and Chromium refuses to show it in a frame', async () => {
    const response = await fetch(`${site.url}/admin`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(directives(response.headers.get('Content-Security-Policy') ?? '').get('frame-ancestors')).toEqual(["'none'"]);

    // A page on another origin of this machine that frames /admin: a real
    // server, as Chromium keeps pages it cannot place on the network (a
    // public host, an intercepted answer) from loading loopback at all.
    const framer = createServer((_request, answer) => {
      answer.writeHead(200, { 'Content-Type': 'text/html' });
      answer.end(`<!doctype html><title>Framer</title><iframe src="${site.url}/admin" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const { page, reports } = await watchedPage(openContext);
      const served = page.waitForResponse((answer) => answer.url() === `${site.url}/admin`);
      await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`, { waitUntil: 'load' });
      expect((await served).status(), 'the server answered the frame').toBe(200);
      // Chromium replaces a refused frame's document with its own error page.
      const frameUrl = () => page.frames().find((frame) => frame !== page.mainFrame())?.url() ?? '';
      await expect.poll(frameUrl).toMatch(/^chrome-error:/);
      await expect.poll(() => reports.some((report) => /frame-ancestors 'none'.*blocked/s.test(report))).toBe(true);
    } finally {
      await new Promise((resolve) => framer.close(resolve));
    }
  });
});
