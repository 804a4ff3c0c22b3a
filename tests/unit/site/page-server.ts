/**
 * The site's pages as the server answers them: the real renderer
 * (site/entry-server.tsx) behind a PageServer (server/site/pages.ts) of the
 * test's own, with an API the test supplies.
 */
import { PageServer } from '../../../server/site/pages';
import * as renderer from '../../../site/entry-server';
import type { SiteAssets } from '../../../site/entry-server';

/** A build with no chunks, fonts or CSS: the renderer's output without a client build. */
export const testAssets: SiteAssets = {
  buildId: 'test',
  webFonts: { files: [], version: 'test', families: [] },
  forRoute: (_source, islands) => ({ entryScript: islands ? '/assets/islands.js' : '/assets/entry.js', modulePreloads: [], inlineCss: '', inlinedStylesheets: [] }),
};

export function pageServer(apiFetch: (path: string) => Promise<Response>, publicOrigin?: string): PageServer<SiteAssets> {
  return new PageServer({ renderer, assets: testAssets, apiFetch, publicOrigin });
}
