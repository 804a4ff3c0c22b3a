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
import { inkColours, parchmentColours, printColours, themeColours, type ColourRole, type ThemeColours } from './themes';

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
  $extensions?: Record<string, unknown>;
}

/**
 * `$extensions` keys. `mode` holds a token's value in the other themes (and in
 * print, and under reduced motion), as Terrazzo's modes do; DTCG has no modes
 * of its own yet. Ours, under a reverse-domain key as DTCG asks, holds what the
 * CSS needs and DTCG cannot say: a custom property named otherwise than its
 * path, and the unit of a length in `em`, which is not a DTCG dimension unit.
 */
export const modeExtension = 'mode';
export const parchmentExtension = 'com.parchment-ui';

/** The modes besides the default (parchment, full motion), as `mode` names them. */
export const tokenModes = ['ink', 'print', 'reducedMotion'] as const;
export type TokenMode = (typeof tokenModes)[number];

const otherModes: Array<[TokenMode, ThemeColours]> = [
  ['ink', inkColours],
  ['print', printColours],
];

export interface DesignTokenGroup {
  $description?: string;
  [name: string]: DesignToken | DesignTokenGroup | string | undefined;
}

function token(
  $type: DesignTokenType,
  $value: unknown,
  $description?: string,
  $extensions?: Record<string, unknown>,
): DesignToken {
  return { $value, $type, ...($description ? { $description } : {}), ...($extensions ? { $extensions } : {}) };
}

/**
 * A CSS length as a DTCG dimension: a number and `px` or `rem`, as a string
 * (the form Style Dictionary 4 and Tokens Studio read). Anything else throws,
 * so a bare `0` or an `em` cannot slip into the document.
 */
export function dimensionValue(length: string): string {
  if (!/^-?\d*\.?\d+(px|rem)$/.test(length)) throw new Error(`Not a DTCG dimension (a number in px or rem): ${length}`);
  return length;
}

/**
 * A length in `em` (the reading measure): DTCG dimensions are px or rem only,
 * so it is a number whose unit and custom-property name ride in our extension.
 */
function emLengthToken(length: string, cssName: string, $description: string): DesignToken {
  const match = /^(\d*\.?\d+)em$/.exec(length);
  if (!match) throw new Error(`Not a length in em: ${length}`);
  return token('number', Number(match[1]), $description, { [parchmentExtension]: { unit: 'em', cssName } });
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

/**
 * A colour role's value in a theme: an alias to the palette colour it is, where
 * it is one, so that designers can follow it; otherwise the colour itself.
 */
function colourValue(colour: string, aliases: Map<string, string>): string {
  return aliases.get(colour.toUpperCase()) ?? colour;
}

/**
 * The colour roles as one group named like the contract (`color.surface` is
 * `--pm-color-surface`): `$value` is the parchment theme's colour, and
 * `$extensions.mode` holds the other themes' (`ink`, and `print` for paper), the
 * modes convention Terrazzo and style-dictionary.config.mjs read. One group, not
 * a group per theme, so that a tool building CSS from this file gets the names
 * the components read rather than `--parchment-color-*`.
 */
function colourGroup(aliases: Map<string, string>): DesignTokenGroup {
  return group(parchmentColours, (value, role) =>
    token('color', colourValue(value, aliases), colourRoleDescriptions[role], {
      [modeExtension]: Object.fromEntries(
        otherModes.map(([mode, colours]) => [mode, colourValue(colours[role], aliases)]),
      ),
    }),
  );
}

/** Type-scale step names as token names: "Heading 1" becomes `heading1`. */
export function typeStyleName(stepName: string): string {
  const [first, ...rest] = stepName.split(/\s+/);
  return first.toLowerCase() + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('');
}

/**
 * The DTCG document. Values take the forms Style Dictionary 4 and Tokens Studio
 * read and DTCG allows: hex colours, dimensions as a number with `px` or `rem`
 * ("1.125rem", "0px"), durations in ms, weights and line heights as numbers,
 * font stacks as lists, the easing as four numbers. Group names follow the
 * contract, so `fontSize.md` here is `vars.fontSize.md` and `--pm-fontSize-md`,
 * and `color.surface` is `--pm-color-surface` (other themes in its modes).
 * Every top-level entry is a group, since Tokens Studio reads each as a token
 * set; hence `layout` around the contract's two top-level widths, whose
 * custom-property names ride in our extension. style-dictionary.config.mjs
 * builds tokens.css's names and values from this document.
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

  return {
    palette: {
      $description: 'Graded scales (5 lightest to 90 darkest; any two colours 50 grades apart meet WCAG AA) and the eight brand colours.',
      ...Object.fromEntries(
        Object.entries(palette).map(([scale, grades]) => [scale, group(grades, (value) => token('color', value))]),
      ),
      brand: group(brandColours, (value, name) => token('color', value, brandColourUses[name])),
    },
    color: {
      $description:
        'The colour roles: $value is the parchment (light) theme, $extensions.mode.ink the ink (dark) theme and $extensions.mode.print paper. In CSS, --pm-color-*.',
      ...colourGroup(aliases),
    },
    font: group(fontFamilies, (stack, family) => token('fontFamily', fontStackNames(stack), fontFamilyDescriptions[family])),
    fontSize: group(fontSizes, (size) => token('dimension', dimensionValue(size))),
    fontWeight: group(fontWeights, (weight) => token('fontWeight', Number(weight))),
    lineHeight: group(lineHeights, (height) => token('number', Number(height))),
    typography: { $description: 'The named steps of the type scale.', ...typeStyles },
    space: group(space, (size) => token('dimension', dimensionValue(size)), 'A 4 px grid.'),
    radius: group(radii, (size) => token('dimension', dimensionValue(size))),
    motion: group(
      motion,
      (value) =>
        value.startsWith('cubic-bezier(')
          ? token('cubicBezier', cubicBezierPoints(value))
          : token('duration', value, undefined, { [modeExtension]: { reducedMotion: '0ms' } }),
      'Durations collapse to 0ms for readers who ask for reduced motion.',
    ),
    focusRing: group(focusRing, (size) => token('dimension', dimensionValue(size))),
    layout: {
      $description: 'In CSS, --pm-measure and --pm-contentWidth.',
      measure: emLengthToken(measure, customPropertyName(['measure']), 'The reading width: about 66 characters a line, in em.'),
      contentWidth: token('dimension', dimensionValue(contentWidth), 'The widest content column.', {
        [parchmentExtension]: { cssName: customPropertyName(['contentWidth']) },
      }),
    },
    breakpoint: group(
      breakpoints,
      (width) => token('dimension', `${width}px`),
      'Minimum widths for media queries; not custom properties, which media queries cannot read.',
    ),
  };
}
