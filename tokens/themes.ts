/**
 * The colour roles of the two themes, as plain values. Components read them only
 * through `vars` (theme.css.ts); tests and the brand preview read them here to
 * compute contrast.
 */
import { brandColours, palette } from './palette';

const { parchment, seal, federal, brass, laurel, granite } = palette;

/** The default theme: dark ink on parchment. The contract's shape comes from it. */
export const parchmentColours = {
  /** Page background. */
  surface: brandColours.parchment,
  /** Cards, panels and the header. */
  surfaceRaised: brandColours.vellum,
  /** Wells, code and table stripes. */
  surfaceSunken: parchment[10],
  /** Body text. */
  text: brandColours.ink,
  /** Metadata and secondary text. */
  textMuted: granite[60],
  link: federal[60],
  linkHover: federal[70],
  linkVisited: seal[70],
  /** The focus ring. */
  focus: federal[50],
  /** Borders of controls that must be seen (3:1). */
  border: granite[50],
  /** Hairlines and dividers (decorative). */
  borderSubtle: parchment[20],
  /** Kickers and small accents drawn as text. */
  accent: seal[60],
  /** Primary buttons and other filled accents. */
  accentSurface: federal[70],
  /** Text on `accentSurface`. */
  onAccent: brandColours.vellum,
  danger: seal[70],
  dangerSurface: seal[5],
  success: laurel[70],
  successSurface: laurel[5],
  badgeText: brandColours.ink,
  badgeSurface: brass[10],
  badgeFeaturedText: brandColours.vellum,
  badgeFeaturedSurface: seal[60],
  badgePrimaryText: federal[80],
  badgePrimarySurface: federal[10],
  /** Highlighted search matches. */
  markText: brandColours.ink,
  markSurface: brass[10],
  /** Image placeholders. */
  placeholder: parchment[10],
  placeholderText: granite[70],
};

export type ColourRole = keyof typeof parchmentColours;
export type ThemeColours = Record<ColourRole, string>;

/** The dark theme: parchment text on ink. */
export const inkColours: ThemeColours = {
  surface: brandColours.ink,
  surfaceRaised: '#283545',
  surfaceSunken: '#18212B',
  text: brandColours.parchment,
  textMuted: granite[20],
  link: federal[20],
  linkHover: federal[10],
  linkVisited: seal[20],
  focus: brass[20],
  border: granite[40],
  borderSubtle: granite[70],
  accent: brass[20],
  accentSurface: federal[20],
  onAccent: brandColours.ink,
  danger: seal[20],
  dangerSurface: seal[90],
  success: laurel[20],
  successSurface: laurel[90],
  badgeText: brass[10],
  badgeSurface: brass[80],
  badgeFeaturedText: brandColours.ink,
  badgeFeaturedSurface: brass[20],
  badgePrimaryText: federal[10],
  badgePrimarySurface: federal[80],
  markText: brandColours.parchment,
  markSurface: brass[70],
  placeholder: '#283545',
  placeholderText: granite[20],
};

/**
 * Paper: black on white whatever the theme on screen, so a printed handout
 * costs no coloured ink and reads like a photocopy. Fills become white and
 * lines black or grey; only the roles a page could still need on paper differ.
 */
export const printColours: ThemeColours = Object.fromEntries(
  Object.keys(parchmentColours).map((role) => [role, /Surface$|^surface|^placeholder$/.test(role) ? '#FFFFFF' : '#000000']),
) as ThemeColours;
printColours.borderSubtle = '#767676';
printColours.placeholder = '#FFFFFF';

export const themeNames = ['parchment', 'ink'] as const;
export type ThemeName = (typeof themeNames)[number];

export const themeColours: Record<ThemeName, ThemeColours> = {
  parchment: parchmentColours,
  ink: inkColours,
};

/**
 * Every pair of roles in which the first is drawn as text on the second. The
 * contrast test walks this list in both themes and requires 4.5:1; a component
 * that puts text on a new pair of roles adds the pair here.
 */
export const textOnSurfacePairs: ReadonlyArray<readonly [ColourRole, ColourRole]> = [
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceSunken'],
  ['link', 'surface'],
  ['link', 'surfaceRaised'],
  ['link', 'surfaceSunken'],
  ['linkHover', 'surface'],
  ['linkHover', 'surfaceRaised'],
  ['linkVisited', 'surface'],
  ['linkVisited', 'surfaceRaised'],
  ['accent', 'surface'],
  ['accent', 'surfaceRaised'],
  ['onAccent', 'accentSurface'],
  ['danger', 'surface'],
  ['danger', 'surfaceRaised'],
  ['danger', 'dangerSurface'],
  ['text', 'dangerSurface'],
  ['success', 'surface'],
  ['success', 'successSurface'],
  ['text', 'successSurface'],
  ['badgeText', 'badgeSurface'],
  ['badgeFeaturedText', 'badgeFeaturedSurface'],
  ['badgePrimaryText', 'badgePrimarySurface'],
  ['markText', 'markSurface'],
  ['placeholderText', 'placeholder'],
];

/** Pairs that are not text but must be seen (WCAG 1.4.11): 3:1. */
export const nonTextPairs: ReadonlyArray<readonly [ColourRole, ColourRole]> = [
  ['focus', 'surface'],
  ['focus', 'surfaceRaised'],
  ['border', 'surface'],
  ['border', 'surfaceRaised'],
  ['accentSurface', 'surface'],
];
