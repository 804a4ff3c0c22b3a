/**
 * Style Dictionary 4, run with the configuration the package ships
 * (tokens/style-dictionary.config.mjs) on the tokens.json the build writes,
 * must produce the custom properties of tokens.css: the same names (those the
 * components read) and values, under the same selectors and media queries,
 * variable by variable, in both themes, in print and under reduced motion.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import StyleDictionary from 'style-dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDesignTokens } from '../../scripts/write-design-tokens';
import { themeSelectors, tokensCss } from '../../tokens/designTokens';
// @ts-expect-error -- a plain .mjs file shipped in the package as it is
import { parchmentTokensConfig, selectors } from '../../tokens/style-dictionary.config.mjs';
import { inkColours, parchmentColours } from '../../tokens/themes';
import { declarationsByContext, parseCss } from '../support/flatCss';

type Contexts = Record<string, Record<string, string>>;

/** tokens.css's custom properties per (media, selector): `color-scheme` is not a token, so Style Dictionary does not build it. */
function tokensCssProperties(): Contexts {
  const contexts = declarationsByContext(parseCss(tokensCss()));
  return Object.fromEntries(
    Object.entries(contexts).map(([context, declarations]) => [
      context,
      Object.fromEntries(Object.entries(declarations).filter(([name]) => name.startsWith('--'))),
    ]),
  );
}

const workDir = mkdtempSync(path.join(tmpdir(), 'style-dictionary-'));
const buildPath = path.join(workDir, 'css') + path.sep;
let built: Contexts = {};
let files: string[] = [];

beforeAll(async () => {
  const [, tokensJson] = writeDesignTokens(workDir);
  const dictionary = new StyleDictionary(parchmentTokensConfig({ source: [tokensJson], buildPath }));
  await dictionary.buildAllPlatforms();
  files = readdirSync(buildPath).sort();
  const css = files.map((file) => readFileSync(path.join(buildPath, file), 'utf8')).join('\n');
  built = declarationsByContext(parseCss(css));
}, 60_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('Style Dictionary 4 on tokens.json, with the shipped configuration', () => {
  it('writes one file per rule of tokens.css', () => {
    expect(files).toEqual(['ink-preferred.css', 'ink.css', 'palette.css', 'parchment.css', 'print.css', 'reduced-motion.css']);
  });

  it('uses the selectors of tokens.css', () => {
    expect(selectors.parchment).toBe(themeSelectors.parchment);
    expect(selectors.ink).toBe(themeSelectors.ink);
    expect(selectors.preferredDark[1]).toBe(themeSelectors.preferredDark);
    expect(selectors.print[1]).toBe(themeSelectors.print);
  });

  it('builds the same custom properties as tokens.css, name by name and value by value, under each selector', () => {
    const expected = tokensCssProperties();
    expect(Object.keys(built).sort()).toEqual(Object.keys(expected).sort());
    for (const context of Object.keys(expected)) {
      // Compared one context at a time so that a failure names the rule.
      expect({ context, properties: built[context] }).toEqual({ context, properties: expected[context] });
    }
  });

  it('gives the parchment and the ink rule each theme’s own colours under the names the components read', () => {
    expect(built[themeSelectors.parchment]['--pm-color-surface']).toBe(parchmentColours.surface);
    expect(built[themeSelectors.ink]['--pm-color-surface']).toBe(inkColours.surface);
    expect(built[themeSelectors.ink]['--pm-color-accentSurface']).toBe(inkColours.accentSurface);
    expect(built[themeSelectors.ink]['--pm-measure']).toBe('35em');
    expect(Object.keys(built[themeSelectors.ink]).filter((name) => !name.startsWith('--pm-'))).toEqual([]);
  });
});
