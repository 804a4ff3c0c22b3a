/**
 * tokens.css and tokens.json (tokens/designTokens.ts) against the TypeScript
 * source they come from and against what the library really ships: the CSS is
 * compared rule by rule with vanilla-extract's own compilation of
 * tokens/theme.css.ts, so a renamed, added or changed token fails here before a
 * designer or another app sees a name the components do not use.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDesignTokens } from '../../scripts/write-design-tokens';
import {
  colourRoleDescriptions,
  customProperties,
  customPropertyName,
  designTokensJson,
  designTokenTypes,
  fontFamilyDescriptions,
  fontStackNames,
  modeExtension,
  parchmentExtension,
  themeContractValues,
  tokenModes,
  themeSelectors,
  tokensCss,
  typeStyleName,
} from '../../tokens/designTokens';
import { brandColours, brandColourUses, grades, palette } from '../../tokens/palette';
import {
  breakpoints,
  contentWidth,
  focusRing,
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  measure,
  motion,
  radii,
  space,
  typeScale,
} from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';
import { inkColours, parchmentColours, printColours, themeColours, type ColourRole } from '../../tokens/themes';
import { declarationsByContext, parseCss } from '../support/flatCss';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const roles = Object.keys(themeColours.parchment) as ColourRole[];

// ---------------------------------------------------------------- CSS

function withoutPalette(contexts: Record<string, Record<string, string>>) {
  const kept: Record<string, Record<string, string>> = {};
  for (const [context, declarations] of Object.entries(contexts)) {
    const rest = Object.fromEntries(Object.entries(declarations).filter(([name]) => !name.startsWith('--pm-palette-')));
    if (Object.keys(rest).length > 0) kept[context] = rest;
  }
  return kept;
}

const parchmentContext = themeSelectors.parchment;
const inkContext = themeSelectors.ink;
const preferredDarkContext = `@media (prefers-color-scheme: dark) ${themeSelectors.preferredDark}`;

/** What a designer relies on: each theme's every role, under each selector that applies it, with the theme's value. */
function themeCssProblems(css: string): string[] {
  const contexts = declarationsByContext(parseCss(css));
  const problems: string[] = [];
  const expectations: Array<[string, keyof typeof themeColours]> = [
    [parchmentContext, 'parchment'],
    [inkContext, 'ink'],
    [preferredDarkContext, 'ink'],
  ];
  for (const [context, theme] of expectations) {
    for (const role of roles) {
      const name = customPropertyName(['color', role]);
      const written = contexts[context]?.[name];
      if (written !== themeColours[theme][role]) problems.push(`${context} ${name}: ${written} instead of ${themeColours[theme][role]}`);
    }
  }
  return problems;
}

/** The palette rule: every scale grade and brand colour, with its value, and nothing else. */
function paletteCssProblems(css: string): string[] {
  const written = declarationsByContext(parseCss(css))[':root'] ?? {};
  const expected: Record<string, string> = {};
  for (const [scale, values] of Object.entries(palette)) {
    for (const grade of grades) expected[`--pm-palette-${scale}-${grade}`] = values[grade];
  }
  for (const [name, value] of Object.entries(brandColours)) expected[`--pm-palette-brand-${name}`] = value;
  const problems = Object.entries(expected)
    .filter(([name, value]) => written[name] !== value)
    .map(([name, value]) => `${name}: ${written[name]} instead of ${value}`);
  for (const name of Object.keys(written)) if (!(name in expected)) problems.push(`${name} is not in the palette`);
  return problems;
}

/** Resolves the compiler from the vite plugin that depends on it, so the test compiles with the build's own version. */
async function compileThemeCss(): Promise<string> {
  const requireFromHere = createRequire(import.meta.url);
  const requireFromPlugin = createRequire(requireFromHere.resolve('@vanilla-extract/vite-plugin'));
  const loaded = await import(pathToFileURL(requireFromPlugin.resolve('@vanilla-extract/compiler')).href);
  const createCompiler = (loaded.createCompiler ?? loaded.default?.createCompiler) as (options: {
    root: string;
    enableFileWatcher?: boolean;
    viteConfig?: { configFile?: false };
  }) => {
    processVanillaFile(file: string, options: { outputCss: boolean }): Promise<unknown>;
    getCssForFile(file: string): { css: string };
    close(): Promise<void>;
  };
  const compiler = createCompiler({ root, enableFileWatcher: false, viteConfig: { configFile: false } });
  try {
    const file = path.join(root, 'tokens/theme.css.ts');
    await compiler.processVanillaFile(file, { outputCss: true });
    return compiler.getCssForFile(file).css;
  } finally {
    await compiler.close();
  }
}

describe('tokens.css', () => {
  const css = tokensCss();
  let compiled = '';

  beforeAll(async () => {
    compiled = await compileThemeCss();
  }, 120_000);

  it('parses: balanced braces, closed comments, and only custom properties and color-scheme declared', () => {
    const rules = parseCss(css);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      for (const [name, value] of rule.declarations) {
        const allowed = name.startsWith('--pm-') || (name === 'color-scheme' && /^(light|dark)$/.test(value));
        expect(allowed, `${rule.selector} { ${name}: ${value} }`).toBe(true);
        expect(value).not.toMatch(/undefined|\[object|NaN/);
      }
    }
  });

  it('gives every colour role of both themes its value under the selectors that apply the theme', () => {
    expect(themeCssProblems(css)).toEqual([]);
  });

  it('adds every palette grade and brand colour as --pm-palette-* and nothing else', () => {
    expect(paletteCssProblems(css)).toEqual([]);
  });

  it('declares exactly what the compiled theme.css.ts declares, under the same selectors and media queries', () => {
    expect(withoutPalette(declarationsByContext(parseCss(css)))).toEqual(declarationsByContext(parseCss(compiled)));
  });

  it('uses the custom-property names of `vars`, the contract the components read', () => {
    const contract: Array<[string, string]> = [];
    const walk = (tree: object, at: string[]) => {
      for (const [key, value] of Object.entries(tree)) {
        if (typeof value === 'object') walk(value, [...at, key]);
        else contract.push([[...at, key].join('.'), value]);
      }
    };
    walk(vars, []);
    const leaves: Array<[string, string]> = [];
    const collect = (tree: object, at: string[]) => {
      for (const [key, value] of Object.entries(tree)) {
        if (typeof value === 'object') collect(value, [...at, key]);
        else leaves.push([[...at, key].join('.'), `var(${customPropertyName([...at, key])})`]);
      }
    };
    collect(themeContractValues(themeColours.parchment), []);
    expect(leaves.sort()).toEqual(contract.sort());
    for (const role of roles) expect(vars.color[role]).toBe(`var(--pm-color-${role})`);
    expect(customProperties(themeContractValues(themeColours.ink)).map(([name]) => `var(${name})`).sort()).toEqual(
      contract.map(([, reference]) => reference).sort(),
    );
  });

  it('catches a wrong value, a missing role and a stray palette entry (the checks themselves)', () => {
    const wrong = css.replace(`--pm-color-surfaceRaised: ${themeColours.ink.surfaceRaised};`, '--pm-color-surfaceRaised: #000000;');
    expect(themeCssProblems(wrong)).toEqual([
      `${inkContext} --pm-color-surfaceRaised: #000000 instead of ${themeColours.ink.surfaceRaised}`,
    ]);
    expect(withoutPalette(declarationsByContext(parseCss(wrong)))).not.toEqual(declarationsByContext(parseCss(compiled)));
    const missing = css.replace(`  --pm-color-textMuted: ${themeColours.parchment.textMuted};\n`, '');
    expect(themeCssProblems(missing)).toEqual([`${parchmentContext} --pm-color-textMuted: undefined instead of ${themeColours.parchment.textMuted}`]);
    const stray = css.replace(':root {\n', ':root {\n  --pm-palette-gold-50: #FFD700;\n');
    expect(paletteCssProblems(stray)).toEqual(['--pm-palette-gold-50 is not in the palette']);
    expect(() => parseCss(`${css}}`)).toThrow(/Unbalanced/);
    expect(() => parseCss(css.replace('--pm-color-text: ', '--pm-color-text '))).toThrow(/Not a declaration/);
  });
});

// ---------------------------------------------------------------- DTCG JSON

interface Token {
  $value: unknown;
  $type: string;
  $description?: string;
  $extensions?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isToken = (value: unknown): value is Token => isRecord(value) && '$value' in value;
const aliasPattern = /^\{([^{}]+)\}$/;

function tokenAt(document: unknown, dottedPath: string): Token | undefined {
  let node: unknown = document;
  for (const key of dottedPath.split('.')) node = isRecord(node) ? node[key] : undefined;
  return isToken(node) ? node : undefined;
}

/** A token's value with aliases followed, as Style Dictionary and Tokens Studio resolve them. */
function resolve(document: unknown, value: unknown, seen: string[] = []): unknown {
  const alias = typeof value === 'string' ? aliasPattern.exec(value) : null;
  if (!alias) return value;
  if (seen.includes(alias[1])) throw new Error(`Alias cycle: ${[...seen, alias[1]].join(' -> ')}`);
  const target = tokenAt(document, alias[1]);
  if (!target) throw new Error(`Alias to nothing: ${value}`);
  return resolve(document, target.$value, [...seen, alias[1]]);
}

/** DTCG dimensions: a number and px or rem; not a bare 0, not em (designTokens.ts carries em lengths as numbers with a unit extension). */
const dimension = /^-?\d*\.?\d+(px|rem)$/;
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** Whether a (resolved) value has the form DTCG and Style Dictionary 4 read for its type. */
function validValue(type: string, value: unknown, document: unknown): boolean {
  switch (type) {
    case 'color':
      return typeof value === 'string' && /^#[0-9A-F]{6}$/i.test(value);
    case 'dimension':
      return typeof value === 'string' && dimension.test(value);
    case 'fontFamily':
      return Array.isArray(value) && value.length > 0 && value.every((name) => typeof name === 'string' && name.length > 0);
    case 'fontWeight':
      return isNumber(value) && (value as number) >= 1 && (value as number) <= 1000;
    case 'number':
      return isNumber(value);
    case 'duration':
      return typeof value === 'string' && /^\d*\.?\d+(ms|s)$/.test(value);
    case 'cubicBezier':
      return (
        Array.isArray(value) &&
        value.length === 4 &&
        value.every(isNumber) &&
        [value[0], value[2]].every((x) => x >= 0 && x <= 1)
      );
    case 'typography': {
      const members: Record<string, string> = {
        fontFamily: 'fontFamily',
        fontSize: 'dimension',
        fontWeight: 'fontWeight',
        lineHeight: 'number',
        letterSpacing: 'dimension',
      };
      return (
        isRecord(value) &&
        Object.keys(value).sort().join() === Object.keys(members).sort().join() &&
        Object.entries(members).every(([member, memberType]) => validValue(memberType, resolve(document, value[member]), document))
      );
    }
    default:
      return false;
  }
}

/**
 * `$extensions` as designTokens.ts writes it: an object; each `mode` value
 * (another theme's, print's, reduced motion's) a valid value of the token's
 * own type; our key only a custom-property name and a unit.
 */
function extensionProblems(document: unknown, node: Token, at: string): string[] {
  if (node.$extensions === undefined) return [];
  if (!isRecord(node.$extensions)) return [`${at} has $extensions that is not an object`];
  const problems: string[] = [];
  for (const [key, extension] of Object.entries(node.$extensions)) {
    if (key === modeExtension) {
      if (!isRecord(extension)) problems.push(`${at} has a mode extension that is not an object`);
      else {
        for (const [mode, value] of Object.entries(extension)) {
          if (!(tokenModes as readonly string[]).includes(mode)) problems.push(`${at} has an unknown mode ${mode}`);
          const alias = typeof value === 'string' ? aliasPattern.exec(value) : null;
          if (alias && tokenAt(document, alias[1])?.$type !== node.$type) problems.push(`${at} in ${mode} aliases ${String(value)}, not a ${node.$type}`);
          else if (!validValue(node.$type, resolve(document, value), document)) problems.push(`${at} has an invalid ${node.$type} in ${mode}: ${JSON.stringify(value)}`);
        }
      }
    } else if (key === parchmentExtension) {
      const allowed = isRecord(extension) && Object.entries(extension).every(([name, value]) =>
        (name === 'cssName' && typeof value === 'string' && /^--pm-[A-Za-z0-9-]+$/.test(value)) || (name === 'unit' && value === 'em' && node.$type === 'number'),
      );
      if (!allowed) problems.push(`${at} has an unexpected ${parchmentExtension} extension: ${JSON.stringify(extension)}`);
    } else {
      problems.push(`${at} has an unknown extension ${key}`);
    }
  }
  return problems;
}

/** Every token and group well formed: leaves are tokens with a known $type and a valid value; aliases resolve to the same type. */
function structureProblems(document: unknown): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, at: string) => {
    if (!isRecord(node)) {
      problems.push(`${at} is not a group or a token`);
      return;
    }
    if (isToken(node)) {
      const extra = Object.keys(node).filter((key) => !['$value', '$type', '$description', '$extensions'].includes(key));
      if (extra.length) problems.push(`${at} has ${extra.join(', ')}`);
      problems.push(...extensionProblems(document, node, at));
      if (!(designTokenTypes as readonly string[]).includes(node.$type)) problems.push(`${at} has $type ${String(node.$type)}`);
      if (node.$description !== undefined && (typeof node.$description !== 'string' || !node.$description)) {
        problems.push(`${at} has an empty $description`);
      }
      const alias = typeof node.$value === 'string' ? aliasPattern.exec(node.$value) : null;
      if (alias && tokenAt(document, alias[1])?.$type !== node.$type) problems.push(`${at} aliases ${node.$value}, not a ${node.$type}`);
      else if (!validValue(node.$type, resolve(document, node.$value), document)) problems.push(`${at} has an invalid ${node.$type}: ${JSON.stringify(node.$value)}`);
      return;
    }
    if (at === '') {
      for (const [key, child] of Object.entries(node)) if (isToken(child) || key.startsWith('$')) problems.push(`${key} at the top level is not a group`);
    }
    const children = Object.keys(node).filter((key) => !key.startsWith('$'));
    if (children.length === 0) problems.push(`${at || 'the document'} is an empty group or a token without $value`);
    for (const key of Object.keys(node).filter((key) => key.startsWith('$'))) {
      if (key !== '$description' || typeof node[key] !== 'string') problems.push(`${at} has group property ${key}`);
    }
    for (const key of children) {
      if (/[{}.]/.test(key)) problems.push(`${at}.${key}: DTCG names cannot contain {, } or .`);
      visit(node[key], at ? `${at}.${key}` : key);
    }
  };
  visit(document, '');
  return problems;
}

/** Each group's tokens against the TypeScript source: same names in the same order, same values once aliases are followed. */
function sourceProblems(document: unknown): string[] {
  const problems: string[] = [];
  const value = (dottedPath: string) => {
    const found = tokenAt(document, dottedPath);
    return found ? resolve(document, found.$value) : undefined;
  };
  const description = (dottedPath: string) => tokenAt(document, dottedPath)?.$description;
  const names = (dottedPath: string) => {
    let node: unknown = document;
    for (const key of dottedPath ? dottedPath.split('.') : []) node = isRecord(node) ? node[key] : undefined;
    return isRecord(node) ? Object.keys(node).filter((key) => !key.startsWith('$')) : [];
  };
  const sameNames = (dottedPath: string, expected: string[]) => {
    const found = names(dottedPath);
    if (found.join() !== expected.join()) {
      problems.push(`${dottedPath || 'the document'} has [${found.join(', ')}], the source has [${expected.join(', ')}]`);
    }
  };
  const same = (dottedPath: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${dottedPath} is ${JSON.stringify(actual)}, the source has ${JSON.stringify(expected)}`);
  };

  sameNames('', [
    'palette',
    'color',
    'font',
    'fontSize',
    'fontWeight',
    'lineHeight',
    'typography',
    'space',
    'radius',
    'motion',
    'focusRing',
    'layout',
    'breakpoint',
  ]);

  sameNames('palette', [...Object.keys(palette), 'brand']);
  for (const [scale, values] of Object.entries(palette)) {
    sameNames(`palette.${scale}`, grades.map(String));
    for (const grade of grades) same(`palette.${scale}.${grade}`, value(`palette.${scale}.${grade}`), values[grade]);
  }
  sameNames('palette.brand', Object.keys(brandColours));
  for (const [name, colour] of Object.entries(brandColours)) {
    same(`palette.brand.${name}`, value(`palette.brand.${name}`), colour);
    same(`palette.brand.${name}.$description`, description(`palette.brand.${name}`), brandColourUses[name as keyof typeof brandColours]);
  }

  const modeValue = (dottedPath: string, mode: string) => {
    const modes = tokenAt(document, dottedPath)?.$extensions?.[modeExtension];
    return isRecord(modes) && mode in modes ? resolve(document, modes[mode]) : undefined;
  };
  sameNames('color', roles);
  for (const role of roles) {
    same(`color.${role}`, value(`color.${role}`), parchmentColours[role]);
    same(`color.${role} in ink`, modeValue(`color.${role}`, 'ink'), inkColours[role]);
    same(`color.${role} in print`, modeValue(`color.${role}`, 'print'), printColours[role]);
    same(`color.${role}.$description`, description(`color.${role}`), colourRoleDescriptions[role]);
  }

  sameNames('font', Object.keys(fontFamilies));
  for (const [family, stack] of Object.entries(fontFamilies)) {
    const listed = value(`font.${family}`);
    // Style Dictionary's fontFamily/css transform quotes names with spaces and joins with ", ".
    const asCss = Array.isArray(listed) ? listed.map((name) => (/\s/.test(name) ? `'${name}'` : name)).join(', ') : listed;
    same(`font.${family}`, asCss, stack);
    same(`font.${family}.$description`, description(`font.${family}`), fontFamilyDescriptions[family as keyof typeof fontFamilies]);
  }

  const plain: Array<[string, Record<string, string | number>, (source: string | number) => unknown]> = [
    ['fontSize', fontSizes, String],
    ['fontWeight', fontWeights, Number],
    ['lineHeight', lineHeights, Number],
    ['space', space, String],
    ['radius', radii, String],
    ['focusRing', focusRing, String],
    ['breakpoint', breakpoints, (width) => `${width}px`],
  ];
  for (const [groupName, values, form] of plain) {
    sameNames(groupName, Object.keys(values));
    for (const [key, source] of Object.entries(values)) same(`${groupName}.${key}`, value(`${groupName}.${key}`), form(source));
  }

  sameNames('motion', Object.keys(motion));
  for (const [key, source] of Object.entries(motion)) {
    const written = value(`motion.${key}`);
    same(`motion.${key}`, Array.isArray(written) ? `cubic-bezier(${written.join(', ')})` : written, source);
    if (!Array.isArray(written)) same(`motion.${key} under reduced motion`, modeValue(`motion.${key}`, 'reducedMotion'), '0ms');
  }
  sameNames('layout', ['measure', 'contentWidth']);
  const measureUnit = tokenAt(document, 'layout.measure')?.$extensions?.[parchmentExtension];
  same('layout.measure', `${String(value('layout.measure'))}${isRecord(measureUnit) ? String(measureUnit.unit) : ''}`, measure);
  same('layout.contentWidth', value('layout.contentWidth'), contentWidth);

  sameNames('typography', typeScale.map((step) => typeStyleName(step.name)));
  for (const step of typeScale) {
    const at = `typography.${typeStyleName(step.name)}`;
    const style = value(at);
    const member = (name: string) => (isRecord(style) ? resolve(document, style[name]) : undefined);
    same(`${at}.fontFamily`, member('fontFamily'), fontStackNames(fontFamilies[step.family]));
    same(`${at}.fontSize`, member('fontSize'), fontSizes[step.token]);
    same(`${at}.fontWeight`, member('fontWeight'), Number(fontWeights[step.weight]));
    same(`${at}.lineHeight`, member('lineHeight'), Number(lineHeights[step.lineHeight]));
    same(`${at}.$description`, description(at), step.name);
  }
  return problems;
}

describe('tokens.json (DTCG)', () => {
  const document = designTokensJson();

  it('is well formed: every leaf has $value and a valid $type, every alias resolves to a token of its type', () => {
    expect(structureProblems(document)).toEqual([]);
  });

  it('has every palette colour, theme role and scale step of the TypeScript source with its value, and nothing more', () => {
    expect(sourceProblems(document)).toEqual([]);
  });

  it('survives JSON: what the script writes is the same document', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('catches a wrong value, a broken alias, a missing role, an extra token and a bad $type (the checks themselves)', () => {
    const tampered = () => structuredClone(document) as unknown;
    const nodeAt = (tree: unknown, dottedPath: string): Record<string, unknown> => {
      let node = tree;
      for (const key of dottedPath.split('.')) node = isRecord(node) ? node[key] : undefined;
      if (!isRecord(node)) throw new Error(`Nothing at ${dottedPath}`);
      return node;
    };

    const wrongValue = tampered();
    nodeAt(wrongValue, 'color.surfaceRaised.$extensions.mode').ink = '#000000';
    expect(sourceProblems(wrongValue)).toEqual([`color.surfaceRaised in ink is "#000000", the source has "${themeColours.ink.surfaceRaised}"`]);

    const wrongAlias = tampered();
    nodeAt(wrongAlias, 'color.text').$value = '{palette.seal.60}';
    expect(sourceProblems(wrongAlias)).toContain(`color.text is "${palette.seal[60]}", the source has "${themeColours.parchment.text}"`);

    const brokenAlias = tampered();
    nodeAt(brokenAlias, 'color.text').$value = '{palette.brand.nowhere}';
    expect(structureProblems(brokenAlias)).toContain('color.text aliases {palette.brand.nowhere}, not a color');

    const brokenModeAlias = tampered();
    nodeAt(brokenModeAlias, 'color.text.$extensions.mode').ink = '{fontSize.md}';
    expect(structureProblems(brokenModeAlias)).toEqual(['color.text in ink aliases {fontSize.md}, not a color']);

    const missing = tampered();
    delete nodeAt(missing, 'color').linkVisited;
    expect(sourceProblems(missing).join('\n')).toMatch(/color has \[.*\], the source has \[.*linkVisited/);

    const extra = tampered();
    nodeAt(extra, 'color').ghost = { $value: '#D9CFB8', $type: 'color' };
    expect(sourceProblems(extra).join('\n')).toMatch(/color has \[.*ghost\]/);

    const unitless = tampered();
    nodeAt(unitless, 'space.none').$value = '0';
    expect(structureProblems(unitless)).toEqual(['space.none has an invalid dimension: "0"']);

    const inEm = tampered();
    nodeAt(inEm, 'layout').measure = { $value: '35em', $type: 'dimension' };
    expect(structureProblems(inEm)).toEqual(['layout.measure has an invalid dimension: "35em"']);

    const badType = tampered();
    nodeAt(badType, 'fontSize.md').$type = 'size';
    expect(structureProblems(badType)).toContain('fontSize.md has $type size');

    const noValue = tampered();
    nodeAt(noValue, 'space')['4'] = { $type: 'dimension' };
    expect(structureProblems(noValue)).toContain('space.4 is an empty group or a token without $value');
  });
});

// ---------------------------------------------------------------- descriptions

/** The JSDoc above each property of `const name = { ... }` in a source file. */
function propertyDocs(file: string, name: string): Record<string, string> {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const docs: Record<string, string> = {};
  let found = false;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      let initializer: ts.Expression = node.initializer;
      while (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer)) initializer = initializer.expression;
      if (!ts.isObjectLiteralExpression(initializer)) throw new Error(`${name} in ${file} is not an object literal`);
      found = true;
      for (const property of initializer.properties) {
        if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
        const text = ts
          .getJSDocCommentsAndTags(property)
          .filter(ts.isJSDoc)
          .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
          .join(' ')
          .trim();
        if (text) docs[property.name.text] = text;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`No const ${name} in ${file}`);
  return docs;
}

describe('descriptions copied from JSDoc', () => {
  it('has exactly the JSDoc of each colour role in tokens/themes.ts (copy it into colourRoleDescriptions)', () => {
    expect(colourRoleDescriptions).toEqual(propertyDocs('tokens/themes.ts', 'parchmentColours'));
  });

  it('has exactly the JSDoc of each font family in tokens/scale.ts (copy it into fontFamilyDescriptions)', () => {
    expect(fontFamilyDescriptions).toEqual(propertyDocs('tokens/scale.ts', 'fontFamilies'));
  });
});

// ---------------------------------------------------------------- the files

describe('scripts/write-design-tokens.ts', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'design-tokens-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes tokens.css and tokens.json with exactly what the module produces', () => {
    const written = writeDesignTokens(path.join(outDir, 'nested'));
    expect(written.map((file) => path.basename(file))).toEqual(['tokens.css', 'tokens.json']);
    expect(readFileSync(written[0], 'utf8')).toBe(tokensCss());
    expect(JSON.parse(readFileSync(written[1], 'utf8'))).toEqual(designTokensJson());
  });
});
