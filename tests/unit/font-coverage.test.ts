/**
 * The web fonts draw every character the site prints (docs/decisions/0017): each face
 * the site ships (tokens/fonts.ts) holds a glyph for every character of the
 * archive (server/content) and of the site's own words (site/). A character
 * missing from a face would be drawn in a local fallback beside the web
 * font's letters. This is the check any further subsetting of the font files
 * must keep passing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// fontkitten (a dependency of @capsizecss/unpack) reads WOFF2 files.
import { create } from 'fontkitten';
import { describe, expect, it } from 'vitest';

const requireFrom = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Every character other than white space in the text files under these folders, with one file that has it. */
function charactersIn(folders: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of folders) {
    for (const file of filesUnder(path.join(root, folder))) {
      if (!/\.(md|json|ts|tsx|txt)$/.test(file)) continue;
      for (const character of readFileSync(file, 'utf8')) {
        if (!/\s/.test(character) && !found.has(character)) found.set(character, path.relative(root, file));
      }
    }
  }
  return found;
}

/** The faces tokens/fonts.ts imports, as `@fontsource/<family>/latin-<weight>[-italic].css`, resolved to their WOFF2 files. */
function shippedFaces(): string[] {
  const imports = [...readFileSync(path.join(root, 'tokens/fonts.ts'), 'utf8').matchAll(/import '(@fontsource\/[\w-]+)\/(latin-\d+(?:-italic)?)\.css'/g)];
  return imports.map(([, pkg, face]) => {
    const family = pkg.replace('@fontsource/', '');
    const file = `${family}-${face}${face.endsWith('-italic') ? '' : '-normal'}.woff2`;
    return requireFrom.resolve(`${pkg}/files/${file}`);
  });
}

describe('the web fonts cover the text', () => {
  const characters = charactersIn(['server/content', 'site']);
  const faces = shippedFaces();

  it('finds the six faces the site ships and the archive\'s text', () => {
    expect(faces.map((file) => path.basename(file)).sort()).toEqual([
      'playfair-display-latin-700-normal.woff2',
      'source-sans-3-latin-400-normal.woff2',
      'source-sans-3-latin-600-normal.woff2',
      'source-serif-4-latin-400-italic.woff2',
      'source-serif-4-latin-400-normal.woff2',
      'source-serif-4-latin-600-normal.woff2',
    ]);
    // Letters, digits, punctuation and the typographic marks the archive uses (curly quotes, dashes, accented names).
    expect(characters.size).toBeGreaterThan(90);
    expect(characters.has('—')).toBe(true);
  });

  it.each(shippedFaces().map((file) => [path.basename(file), file]))('%s has a glyph for every character of the archive and the site', (_name, file) => {
    const font = create(readFileSync(file));
    if (!('characterSet' in font)) throw new Error(`${file} is a font collection, not one face.`);
    const covered = new Set(font.characterSet);
    const missing = [...characters].filter(([character]) => !covered.has(character.codePointAt(0) as number)).map(([character, where]) => `${character} (U+${(character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}, in ${where})`);
    expect(missing).toEqual([]);
  });
});
