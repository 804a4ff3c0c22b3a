/**
 * The theme contract and the two themes, as CSS custom properties.
 *
 * As in Braid, the contract's shape is derived from the default theme in one
 * line, so a role cannot exist in one theme and be missing in the other. The
 * contract uses stable names (`--pm-color-surface`) rather than hashed ones so
 * that a theme can be switched by an attribute on any element and read in
 * devtools.
 *
 * Which theme applies:
 * - `data-theme="parchment"` or `data-theme="ink"` on an element (the theme
 *   control, ParchmentProvider, Storybook's toolbar, tests) wins for its
 *   subtree; `data-theme="system"` hands a subtree back to the preference;
 * - otherwise the reader's `prefers-color-scheme` picks (ink for dark);
 * - otherwise parchment.
 */
import { assignVars, createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { customPropertyName, themeContractValues, themeSelectors } from './designTokens';
import { media, motion } from './scale';
import { inkColours, parchmentColours, printColours } from './themes';

export const parchmentTheme = themeContractValues(parchmentColours);
export const inkTheme = themeContractValues(inkColours);

export const vars = createGlobalThemeContract(parchmentTheme, (_value, path) => customPropertyName(path).slice(2));

createGlobalTheme(':root, [data-theme="parchment"], [data-theme="system"]', vars, parchmentTheme);
createGlobalTheme('[data-theme="ink"]', vars, inkTheme);

globalStyle(':root, [data-theme="parchment"], [data-theme="system"]', { colorScheme: 'light' });
globalStyle('[data-theme="ink"]', { colorScheme: 'dark' });

// A nested `data-theme="system"` (ParchmentProvider theme="system" inside
// a forced theme) follows the reader's preference again for its subtree.
globalStyle(':root:not([data-theme="parchment"]), [data-theme="system"]', {
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, inkTheme), colorScheme: 'dark' },
  },
});

// On paper every theme prints black on white (tokens/themes.ts, printColours).
globalStyle(themeSelectors.print, {
  '@media': {
    print: { vars: assignVars(vars.color, printColours), colorScheme: 'light' },
  },
});

globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: { vars: assignVars(vars.motion, { ...motion, fast: '0ms', normal: '0ms' }) },
  },
});
