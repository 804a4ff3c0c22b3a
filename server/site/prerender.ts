/**
 * The pages that need no data (about, the policies, the brand preview...),
 * rendered at build time in each theme for the public origin the site will
 * be served at (scripts/finish-build.mjs writes them to dist/prerendered).
 * The server loads them at start, so the first reader of a static page gets
 * it as quickly as the thousandth; for any other origin the page's key, and
 * so its ETag, differs, and the server renders it on first request instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressBody } from '../../common/http/negotiation.ts';
import type { SiteRenderer } from '../../common/site-renderer.ts';
import { PageServer, type PrerenderedPage } from './pages.ts';

export interface PrerenderedFile extends PrerenderedPage {
  path: string;
  theme: string;
}

export async function prerenderStaticPages<Assets>(renderer: SiteRenderer<Assets>, assets: Assets, origin: string): Promise<PrerenderedFile[]> {
  const noApi = async (): Promise<Response> => {
    throw new Error('A prerendered page asked for data.');
  };
  // Its own server: the pages are rendered by the code that serves them, so their ETags are the ones it will compute.
  const pages = new PageServer({ renderer, assets, apiFetch: noApi, publicOrigin: origin });
  const files: PrerenderedFile[] = [];
  for (const pagePath of await renderer.staticPagePaths()) {
    for (const [theme, cookie] of Object.entries(renderer.themeCookies)) {
      const response = await pages.answer(new Request(`${origin}${pagePath}`, { headers: { cookie } }));
      const html = new Uint8Array(await response.arrayBuffer());
      files.push({
        path: pagePath,
        theme,
        etag: response.headers.get('ETag') as string,
        status: response.status,
        policy: response.headers.get('Content-Security-Policy') as string,
        html,
        br: compressBody(html, 'br', 'best'),
        gzip: compressBody(html, 'gzip', 'best'),
      });
    }
  }
  return files;
}

/** The static pages `npm run build` rendered into `dir`; none when that step did not run. */
export function readPrerendered(dir: string): PrerenderedPage[] {
  const indexPath = path.join(dir, 'index.json');
  if (!existsSync(indexPath)) return [];
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { pages: Array<{ etag: string; status: number; policy: string; file: string }> };
  const read = (file: string) => new Uint8Array(readFileSync(path.join(dir, file)));
  return index.pages.map((page) => ({
    etag: page.etag,
    status: page.status,
    policy: page.policy,
    html: read(page.file),
    br: read(`${page.file}.br`),
    gzip: read(`${page.file}.gz`),
  }));
}
