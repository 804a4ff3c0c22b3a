/**
 * Brand themes: an adopter's colours for the contract's colour roles, on top of
 * one of the shipped themes, as plain values that need no vanilla-extract
 * (tokens/createParchmentTheme.ts has the build-time form), and the contrast
 * check a brand theme must pass before it ships.
 */
import { AA_RATIO, NON_TEXT_RATIO, contrastFailures, parseHex } from './contrast';
import { customPropertyName } from './designTokens';
import { nonTextPairs, textOnSurfacePairs, themeColours, type ColourRole, type ThemeColours, type ThemeName } from './themes';

/** A brand's colours: any of the contract's roles, as `#RGB` or `#RRGGBB`; the rest come from the base theme. */
export type BrandThemeValues = Partial<ThemeColours>;

/**
 * The colour roles' custom properties (`--pm-color-surface`...) and their
 * values. An index signature rather than one key per role, so that it can be
 * given to React's `style` as it is: React's CSS type names no custom property,
 * and TypeScript refuses an object whose keys it has none of in common with it.
 */
export type ThemeVariables = { [property: `--pm-color-${string}`]: string };

/**
 * Every role's colour for a brand: the base theme's, with the brand's values
 * over it. Throws on a role the contract does not have or a colour that is not
 * hex, so that a typo fails where the theme is made rather than showing the
 * base colour unnoticed.
 */
export function brandThemeColours(values: BrandThemeValues, base: ThemeName = 'parchment'): ThemeColours {
  const colours: ThemeColours = { ...themeColours[base] };
  for (const [role, colour] of Object.entries(values)) {
    if (!(role in colours)) throw new Error(`Not a colour role of the Parchment theme contract: ${role}`);
    if (colour === undefined) continue;
    parseHex(colour);
    colours[role as ColourRole] = colour;
  }
  return colours;
}

/**
 * The brand theme as a style object of the contract's custom properties, every
 * role included, for an element's `style` at run time (no vanilla-extract in
 * the app): `<div style={themeVars({ accentSurface: '#0B5D1E' })}>`. The
 * components inside read the brand's colours.
 */
export function themeVars(values: BrandThemeValues, base: ThemeName = 'parchment'): ThemeVariables {
  const colours = brandThemeColours(values, base);
  return Object.fromEntries(
    (Object.keys(colours) as ColourRole[]).map((role) => [customPropertyName(['color', role]), colours[role]]),
  );
}

export interface ThemeContrastProblem {
  /** The role drawn in front, e.g. `text` or `focus`. */
  foreground: ColourRole;
  /** The role it is drawn on, e.g. `surface`. */
  background: ColourRole;
  /** The contrast ratio the two colours have. */
  ratio: number;
  /** The ratio WCAG AA asks for: 4.5 for text, 3 for focus rings, borders and filled controls. */
  minimum: number;
  kind: 'text' | 'non-text';
}

/**
 * Every pair of roles in the brand theme (over its base) that falls below
 * WCAG AA: text on the surfaces it is drawn on (text, muted text, links,
 * accents, badges, messages) below 4.5:1, and the focus ring, control borders
 * and filled accents against the surfaces below 3:1 (1.4.11). Empty when the
 * theme passes; the shipped themes do.
 */
export function checkThemeContrast(values: BrandThemeValues, base: ThemeName = 'parchment'): ThemeContrastProblem[] {
  const colours = brandThemeColours(values, base);
  return [
    ...contrastFailures(colours, textOnSurfacePairs, AA_RATIO).map((failure) => ({ ...failure, minimum: AA_RATIO, kind: 'text' as const })),
    ...contrastFailures(colours, nonTextPairs, NON_TEXT_RATIO).map((failure) => ({ ...failure, minimum: NON_TEXT_RATIO, kind: 'non-text' as const })),
  ];
}
