/**
 * The shipped stylesheet says what the compiled styles say. `npm run
 * build:lib` minifies styles.css (Lightning CSS, through Vite), and a
 * minifier that merges rules can drop selectors: it once turned the
 * provider's `.root, :where(.root) * {box-sizing: border-box}` into
 * `.root {…}`, so every element inside a provider was content-box in apps
 * that used the package, while Storybook and the visual tests, which read
 * the unminified styles, never saw it.
 *
 * This builds the library's styles again without minifying, loads both
 * sheets into Chromium and compares them selector by selector: for every
 * selector of every style rule (in its @media, @container, @supports or
 * @layer context), each property the compiled sheet sets must be set to the
 * same value by the shipped one. Chromium parses both, so what is compared
 * is what a browser applies, not how the text is written.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { chromiumArgs, ensureChromium } from '../../scripts/lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
let unminifiedDir: string;
let browser: Browser;
let shipped: string;
let compiled: string;

beforeAll(async () => {
  const { execFileSync } = await import('node:child_process');
  execFileSync('npm', ['run', '--silent', 'build:lib'], { cwd: root, stdio: 'ignore' });
  shipped = readFileSync(path.join(root, 'dist/lib/styles.css'), 'utf8');
  unminifiedDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-styles-'));
  await build({
    configFile: path.join(root, 'vite.lib.config.ts'),
    root,
    logLevel: 'silent',
    build: { outDir: unminifiedDir, emptyOutDir: true, cssMinify: false },
  });
  compiled = readFileSync(path.join(unminifiedDir, 'styles.css'), 'utf8');
  browser = await chromium.launch({ executablePath: ensureChromium() as string, args: chromiumArgs as string[] });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (unminifiedDir) rmSync(unminifiedDir, { recursive: true, force: true });
});

type Declarations = Record<string, string>;

/** Every selector of the sheet, in its context, with the longhands it sets (the later rule winning, as in the cascade). */
async function selectorMap(css: string): Promise<Record<string, Declarations>> {
  const page = await browser.newPage();
  try {
    await page.setContent('<!doctype html><title>styles</title>');
    return await page.evaluate((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      const map: Record<string, Record<string, string>> = {};
      /** Splits a selector list at its top-level commas (not those inside :where(), :is() or :not()). */
      const split = (list: string) => {
        const parts: string[] = [];
        let depth = 0;
        let start = 0;
        for (let at = 0; at < list.length; at += 1) {
          const char = list[at];
          if (char === '(') depth += 1;
          else if (char === ')') depth -= 1;
          else if (char === ',' && depth === 0) {
            parts.push(list.slice(start, at).trim());
            start = at + 1;
          }
        }
        parts.push(list.slice(start).trim());
        return parts;
      };
      const walk = (rules: CSSRuleList, context: string) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            const declarations: Record<string, string> = {};
            for (const property of Array.from(rule.style)) {
              declarations[property] = `${rule.style.getPropertyValue(property)}${rule.style.getPropertyPriority(property) ? ' !important' : ''}`;
            }
            for (const selector of split(rule.selectorText)) {
              const key = `${context}${selector}`;
              map[key] = { ...map[key], ...declarations };
            }
            if (rule.cssRules.length > 0) walk(rule.cssRules, `${context}${rule.selectorText} › `);
          } else if (rule instanceof CSSMediaRule) walk(rule.cssRules, `${context}@media ${rule.conditionText} › `);
          else if (rule instanceof CSSSupportsRule) walk(rule.cssRules, `${context}@supports ${rule.conditionText} › `);
          else if (rule instanceof CSSContainerRule) walk(rule.cssRules, `${context}@container ${rule.containerQuery} › `);
          else if (rule instanceof CSSLayerBlockRule) walk(rule.cssRules, `${context}@layer ${rule.name} › `);
        }
      };
      walk(sheet.cssRules, '');
      return map;
    }, css);
  } finally {
    await page.close();
  }
}

/**
 * The same condition written two ways: Lightning CSS writes `(min-width:
 * 640px)` as the range `(width >= 640px)` for browsers that read ranges.
 */
function sameCondition(key: string): string {
  return key
    .replace(/\(min-(width|height):\s*([^)]+)\)/g, '($1 >= $2)')
    .replace(/\(max-(width|height):\s*([^)]+)\)/g, '($1 <= $2)')
    .replace(/\s*(>=|<=|<|>)\s*/g, ' $1 ');
}

/**
 * A value as written either way. The browser normalises the values of real
 * properties, but keeps a custom property's (`--pm-…`) tokens as written,
 * where the minifier lowercases hex colours, swaps quotes, drops spaces and
 * leading zeros.
 */
function sameValue(value: string): string {
  return value
    .replace(/#[0-9a-f]{3,8}\b/gi, (hex) => hex.toLowerCase())
    .replace(/'/g, '"')
    .replace(/(^|[^\d.])0\.(\d)/g, '$1.$2')
    .replace(/\s*([,()/*+])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function normalised(map: Record<string, Declarations>): Record<string, Declarations> {
  const result: Record<string, Declarations> = {};
  for (const [key, declarations] of Object.entries(map)) {
    const values = Object.fromEntries(Object.entries(declarations).map(([property, value]) => [property, sameValue(value)]));
    result[sameCondition(key)] = { ...result[sameCondition(key)], ...values };
  }
  return result;
}

interface Change {
  selector: string;
  property: string;
  compiled: string;
  shipped: string | undefined;
}

/**
 * The changes that are changes: two values of a property that compute to the
 * same thing on an element (`transparent` and `rgba(0, 0, 0, 0)`, `calc(7px)`
 * and `7px`, `initial` and the initial value; a position of 0% and 0px) are
 * the same declaration. Described one per line.
 */
async function differentWhenComputed(changes: Change[]): Promise<string[]> {
  if (changes.length === 0) return [];
  const page = await browser.newPage();
  try {
    await page.setContent('<!doctype html><title>values</title><div id="a"></div><div id="b"></div>');
    const differing = await page.evaluate((list) => {
      const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
      const zero = (value: string) => value.replace(/(^|\s)0(px|%)(?=\s|$)/g, '$10');
      return list.filter(({ property, compiled, shipped }) => {
        if (shipped === undefined) return true;
        a.style.cssText = '';
        b.style.cssText = '';
        a.style.setProperty(property, compiled);
        b.style.setProperty(property, shipped);
        return zero(getComputedStyle(a).getPropertyValue(property)) !== zero(getComputedStyle(b).getPropertyValue(property));
      });
    }, changes);
    return differing.map(({ selector, property, compiled, shipped }) => `${selector} { ${property}: ${compiled} } became ${shipped ?? 'nothing'}`);
  } finally {
    await page.close();
  }
}

describe('the shipped styles.css', () => {
  it('keeps every selector of the compiled styles, with the same declarations', async () => {
    const [want, got] = (await Promise.all([selectorMap(compiled), selectorMap(shipped)])).map(normalised);
    expect(Object.keys(want).length).toBeGreaterThan(300);
    const missing = Object.keys(want).filter((selector) => !(selector in got));
    expect(missing, 'selectors the minifier dropped').toEqual([]);
    const changed = Object.entries(want).flatMap(([selector, declarations]) =>
      Object.entries(declarations)
        // A custom property must still be set; its value is compared only when it is not the kind the minifier
        // rewrites as an equal one (#ffffff as #fff, 120ms as .12s), which the browser does not normalise there.
        .filter(([property, value]) => (property.startsWith('--') ? got[selector]?.[property] === undefined || (!/#[0-9a-f]{6}\b|\d(ms|s)\b/i.test(value) && got[selector]?.[property] !== value) : got[selector]?.[property] !== value))
        .map(([property, value]) => ({ selector, property, compiled: value, shipped: got[selector]?.[property] })),
    );
    expect(await differentWhenComputed(changed), 'declarations the minifier changed').toEqual([]);
  });

  it("keeps the provider's border-box sizing for everything inside it", () => {
    expect(shipped).toMatch(/,:where\(\.[\w-]+\) \*[,{]/);
  });
});
