/**
 * The tokens for people and tools outside the React library: a plain CSS file
 * of custom properties (designers, non-React apps) and a Design Tokens
 * Community Group (DTCG) JSON document (Tokens Studio, Style Dictionary).
 *
 * Pure values only, no vanilla-extract runtime, so the library build can run
 * this in Node and Storybook can render it. Both outputs are derived from
 * palette.ts, themes.ts and scale.ts; tests/unit/designTokens.test.ts compiles
 * theme.css.ts and fails if the CSS here names or values anything differently.
 */
import { brandColours, brandColourUses, palette, type BrandColourName } from './palette';
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
} from './scale';
import { themeColours, themeNames, type ColourRole, type ThemeColours, type ThemeName, printColours } from './themes';

/**
 * The JSDoc of each colour role in themes.ts, copied because Storybook and the
 * build cannot read comments at run time; the unit test parses themes.ts and
 * fails when the two differ. A role without JSDoc there has none here.
 */
export const colourRoleDescriptions: Partial<Record<ColourRole, string>> = {
  surface: 'Page background.',
  surfaceRaised: 'Cards, panels and the header.',
  surfaceSunken: 'Wells, code and table stripes.',
  text: 'Body text.',
  textMuted: 'Metadata and secondary text.',
  focus: 'The focus ring.',
  border: 'Borders of controls that must be seen (3:1).',
  borderSubtle: 'Hairlines and dividers (decorative).',
  accent: 'Kickers and small accents drawn as text.',
  accentSurface: 'Primary buttons and other filled accents.',
  onAccent: 'Text on `accentSurface`.',
  markText: 'Highlighted search matches.',
  placeholder: 'Image placeholders.',
};

/** The JSDoc of each font family in scale.ts, kept in step with it by the same test. */
export const fontFamilyDescriptions: Record<keyof typeof fontFamilies, string> = {
  display: 'Headlines and display type (bold; its fallbacks are the bold faces).',
  body: 'Long-form reading text.',
  ui: 'Controls, labels, navigation and metadata.',
};

/**
 * The values of the vanilla-extract contract for one theme, in the shape
 * theme.css.ts gives `createGlobalThemeContract`: a custom property's name is
 * its path in this object.
 */
export function themeContractValues(colours: ThemeColours) {
  return {
    color: colours,
    font: fontFamilies,
    fontSize: fontSizes,
    fontWeight: fontWeights,
    lineHeight: lineHeights,
    space,
    radius: radii,
    motion,
    focusRing,
    measure,
    contentWidth,
  };
}

/** The name theme.css.ts gives the contract's property at `path`, e.g. `--pm-color-surface`. */
export function customPropertyName(path: ReadonlyArray<string>): string {
  return `--pm-${path.join('-')}`;
}

/** Every leaf of a nested token object as [custom property, value], in the object's own order. */
export function customProperties(tree: object, path: ReadonlyArray<string> = []): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'object' && value !== null
      ? customProperties(value, [...path, key])
      : [[customPropertyName([...path, key]), String(value)]],
  );
}

/**
 * The palette as extra properties outside the contract: components never read
 * them (they go through roles), but designers and other apps pick from them.
 * Brand colours share names with scales (parchment), hence their own segment.
 */
export function paletteCustomProperties(): Array<[string, string]> {
  return customProperties({ palette: { ...palette, brand: brandColours } });
}

/**
 * The selectors theme.css.ts applies each theme with: an explicit `data-theme`
 * wins for its subtree, and `system` (or no attribute at the root) follows the
 * reader's `prefers-color-scheme`, which `preferredDark` answers for dark.
 */
export const themeSelectors = {
  parchment: ':root, [data-theme="parchment"], [data-theme="system"]',
  ink: '[data-theme="ink"]',
  preferredDark: ':root:not([data-theme="parchment"]), [data-theme="system"]',
  /**
   * On paper every theme prints black on white (printColours). As specific as
   * the preferred-dark selector (and later), so it wins over it; an app that
   * wants its screen colours on paper sets data-theme-print="screen".
   */
  print: ':root:not([data-theme-print="screen"]), [data-theme]:not([data-theme-print="screen"])',
} as const;

function rule(selector: string, declarations: Array<[string, string]>, indent = ''): string {
  const body = declarations.map(([name, value]) => `${indent}  ${name}: ${value};`).join('\n');
  return `${indent}${selector} {\n${body}\n${indent}}`;
}

function mediaRule(query: string, selector: string, declarations: Array<[string, string]>): string {
  return `@media ${query} {\n${rule(selector, declarations, '  ')}\n}`;
}

/**
 * The contract's custom properties with the same selectors and cascade as the
 * compiled theme.css.ts (data-theme wins, otherwise prefers-color-scheme), so a
 * page that links this file instead of the library's CSS looks the same.
 */
export function tokensCss(): string {
  const parchment = customProperties(themeContractValues(themeColours.parchment));
  const ink = customProperties(themeContractValues(themeColours.ink));
  const reducedMotion = customProperties({ motion: { ...motion, fast: '0ms', normal: '0ms' } });
  return [
    '/*',
    ' * Parchment design tokens as CSS custom properties. Generated from',
    ' * tokens/palette.ts, tokens/themes.ts and tokens/scale.ts by',
    ' * scripts/write-design-tokens.ts; edit those, not this file.',
    ' * data-theme="parchment" or "ink" on any element picks a theme for it and',
    ' * its descendants; data-theme="system", or no attribute, leaves the choice',
    ' * to the reader\'s colour-scheme preference.',
    ' */',
    rule(':root', paletteCustomProperties()),
    rule(themeSelectors.parchment, [...parchment, ['color-scheme', 'light']]),
    rule(themeSelectors.ink, [...ink, ['color-scheme', 'dark']]),
    mediaRule('(prefers-color-scheme: dark)', themeSelectors.preferredDark, [...ink, ['color-scheme', 'dark']]),
    mediaRule('print', themeSelectors.print, [...customProperties({ color: printColours }), ['color-scheme', 'light']]),
    mediaRule('(prefers-reduced-motion: reduce)', ':root', reducedMotion),
  ].join('\n') + '\n';
}

/** The DTCG types this document uses. */
export const designTokenTypes = [
  'color',
  'dimension',
  'fontFamily',
  'fontWeight',
  'number',
  'duration',
  'cubicBezier',
  'typography',
] as const;
export type DesignTokenType = (typeof designTokenTypes)[number];

export interface DesignToken {
  $value: unknown;
  $type: DesignTokenType;
  $description?: string;
}

export interface DesignTokenGroup {
  $description?: string;
  [name: string]: DesignToken | DesignTokenGroup | string | undefined;
}

function token($type: DesignTokenType, $value: unknown, $description?: string): DesignToken {
  return $description ? { $value, $type, $description } : { $value, $type };
}

function group<Values extends object>(
  values: Values,
  make: (value: Values[keyof Values], key: Extract<keyof Values, string>) => DesignToken,
  $description?: string,
): DesignTokenGroup {
  const tokens: DesignTokenGroup = $description ? { $description } : {};
  for (const key of Object.keys(values) as Array<Extract<keyof Values, string>>) tokens[key] = make(values[key], key);
  return tokens;
}

/** `'Source Serif 4', serif` as DTCG's list of names, which Style Dictionary quotes again on the way out. */
export function fontStackNames(stack: string): string[] {
  return stack.split(',').map((name) => name.trim().replace(/^(['"])(.*)\1$/, '$2'));
}

function cubicBezierPoints(easing: string): [number, number, number, number] {
  const match = /^cubic-bezier\(([^)]*)\)$/.exec(easing.trim());
  const points = match?.[1].split(',').map(Number);
  if (!points || points.length !== 4 || points.some(Number.isNaN)) throw new Error(`Not a cubic-bezier(): ${easing}`);
  return points as [number, number, number, number];
}

/**
 * Where each palette colour lives in the document, so that a role whose value
 * is a palette colour becomes an alias designers can follow. Brand colours come
 * first because themes.ts names them where it means them.
 */
function paletteAliases(): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const name of Object.keys(brandColours) as BrandColourName[]) {
    aliases.set(brandColours[name].toUpperCase(), `{palette.brand.${name}}`);
  }
  for (const [scale, grades] of Object.entries(palette)) {
    for (const [grade, value] of Object.entries(grades)) {
      if (!aliases.has(value.toUpperCase())) aliases.set(value.toUpperCase(), `{palette.${scale}.${grade}}`);
    }
  }
  return aliases;
}

function themeGroup(theme: ThemeName, aliases: Map<string, string>): DesignTokenGroup {
  const colours = themeColours[theme];
  return {
    $description:
      theme === 'parchment'
        ? 'The default, light theme: dark ink on parchment. In CSS, the same names under --pm-color-*.'
        : 'The dark theme: parchment text on ink. In CSS, the same names under --pm-color-*.',
    color: group(colours, (value, role) =>
      token('color', aliases.get(value.toUpperCase()) ?? value, colourRoleDescriptions[role]),
    ),
  };
}

/** Type-scale step names as token names: "Heading 1" becomes `heading1`. */
export function typeStyleName(stepName: string): string {
  const [first, ...rest] = stepName.split(/\s+/);
  return first.toLowerCase() + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('');
}

/**
 * The DTCG document. Values keep the source's forms where Style Dictionary 4
 * and Tokens Studio read them (hex colours, "1.125rem", "120ms"); weights and
 * line heights become numbers, font stacks lists, the easing four numbers, as
 * DTCG requires. Group names follow the contract, so `fontSize.md` here is
 * `vars.fontSize.md` and `--pm-fontSize-md`; colour roles sit under their
 * theme (`parchment.color.surface` is `--pm-color-surface` in parchment). Every
 * top-level entry is a group, since Tokens Studio reads each as a token set;
 * hence `layout` around the contract's two top-level widths.
 */
export function designTokensJson(): DesignTokenGroup {
  const aliases = paletteAliases();
  const typeStyles: DesignTokenGroup = {};
  for (const step of typeScale) {
    typeStyles[typeStyleName(step.name)] = token(
      'typography',
      {
        fontFamily: `{font.${step.family}}`,
        fontSize: `{fontSize.${step.token}}`,
        fontWeight: `{fontWeight.${step.weight}}`,
        lineHeight: `{lineHeight.${step.lineHeight}}`,
        // The type scale sets no tracking; DTCG requires the member.
        letterSpacing: '0px',
      },
      step.name,
    );
  }
  const themes: Record<string, DesignTokenGroup> = {};
  for (const theme of themeNames) themes[theme] = themeGroup(theme, aliases);

  return {
    palette: {
      $description: 'Graded scales (5 lightest to 90 darkest; any two colours 50 grades apart meet WCAG AA) and the eight brand colours.',
      ...Object.fromEntries(
        Object.entries(palette).map(([scale, grades]) => [scale, group(grades, (value) => token('color', value))]),
      ),
      brand: group(brandColours, (value, name) => token('color', value, brandColourUses[name])),
    },
    ...themes,
    font: group(fontFamilies, (stack, family) => token('fontFamily', fontStackNames(stack), fontFamilyDescriptions[family])),
    fontSize: group(fontSizes, (size) => token('dimension', size)),
    fontWeight: group(fontWeights, (weight) => token('fontWeight', Number(weight))),
    lineHeight: group(lineHeights, (height) => token('number', Number(height))),
    typography: { $description: 'The named steps of the type scale.', ...typeStyles },
    space: group(space, (size) => token('dimension', size), 'A 4 px grid.'),
    radius: group(radii, (size) => token('dimension', size)),
    motion: group(
      motion,
      (value) => (value.startsWith('cubic-bezier(') ? token('cubicBezier', cubicBezierPoints(value)) : token('duration', value)),
      'Durations collapse to 0ms for readers who ask for reduced motion.',
    ),
    focusRing: group(focusRing, (size) => token('dimension', size)),
    layout: {
      $description: 'In CSS, --pm-measure and --pm-contentWidth.',
      measure: token('dimension', measure, 'The reading width: about 66 characters a line.'),
      contentWidth: token('dimension', contentWidth, 'The widest content column.'),
    },
    breakpoint: group(
      breakpoints,
      (width) => token('dimension', `${width}px`),
      'Minimum widths for media queries; not custom properties, which media queries cannot read.',
    ),
  };
}
