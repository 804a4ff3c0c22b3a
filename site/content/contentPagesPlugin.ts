/**
 * Compiles each page file of site/content/pages/*.md into that page's module
 * at build time: the file's data, parsed and checked (contentPages.ts), handed
 * to the one component that draws every content page (site/pages/ContentPage.tsx).
 * A route imports the file as it would a page module; the browser gets the
 * page's data as JSON in the page's chunk, and no Markdown parser.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseContentPage } from './contentPages';

/** Where the page files live, as a path fragment of their module ids. */
const PAGES_DIR = '/site/content/pages/';

export function contentPagesPlugin(): Plugin {
  return {
    name: 'parchment-content-pages',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0];
      if (!file.endsWith('.md') || !file.includes(PAGES_DIR)) return null;
      const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
      const page = parseContentPage(relative, source);
      // Root-relative: Vite resolves it from the project root in the browser build, the server build and the tests alike.
      return { code: `import { contentPage } from '/site/pages/ContentPage.tsx';\nexport default contentPage(${JSON.stringify(page)}, ${JSON.stringify(relative)});\n`, map: null };
    },
  };
}
