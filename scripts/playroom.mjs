/**
 * The designers' playroom (playroom.config.mjs), built as a static site and
 * served like Storybook's:
 *   npm run build-playroom   build the library, then the playroom, into playroom-static/
 *   npm run playroom         the same, then serve playroom-static/ on http://127.0.0.1:9000
 *                            (PLAYROOM_PORT to choose another port)
 * The folder is a plain static site: deploy it beside storybook-static/ and a
 * designer needs only a browser.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib/run.mjs';

const outputDir = path.join(root, 'playroom-static');
const serveAfter = process.argv.includes('serve');

/**
 * Playroom's own pages load their editor's typeface from Google Fonts. The
 * playroom, like the site, makes no request to a third party: the two links
 * go, and the editor falls back to the system's sans-serif. The frames use
 * the library's self-hosted fonts.
 */
function withoutThirdPartyFonts(html) {
  return html
    .replace(/<link[^>]*fonts\.gstatic\.com[^>]*>/g, '')
    .replace(/<style[^>]*>(?:(?!<\/style>)[\s\S])*fonts\.gstatic\.com(?:(?!<\/style>)[\s\S])*<\/style>/g, '');
}

async function build() {
  if ((await run('npm', ['run', '--silent', 'build:lib'])) !== 0) return 1;
  if ((await run(bin('playroom'), ['build'])) !== 0) return 1;
  for (const page of ['index.html', 'preview/index.html']) {
    const file = path.join(outputDir, page);
    writeFileSync(file, withoutThirdPartyFonts(readFileSync(file, 'utf8')));
  }
  return 0;
}

const built = await build();
if (built !== 0 || !serveAfter) process.exit(built);
const port = process.env.PLAYROOM_PORT ?? '9000';
console.log(`Playroom: http://127.0.0.1:${port}/`);
process.exit(await run(bin('http-server'), [outputDir, '-p', port, '-a', '127.0.0.1', '--silent', '-c-1']));
