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
 *   control, Storybook's toolbar, tests) wins;
 * - otherwise the reader's `prefers-color-scheme` picks (ink for dark);
 * - otherwise parchment.
 */
import { assignVars, createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  contentWidth,
  focusRing,
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  measure,
  media,
  motion,
  radii,
  space,
} from './scale';
import { inkColours, parchmentColours, type ThemeColours } from './themes';

function makeTheme(colour: ThemeColours) {
  return {
    color: colour,
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

const parchmentTheme = makeTheme(parchmentColours);
const inkTheme = makeTheme(inkColours);

export const vars = createGlobalThemeContract(parchmentTheme, (_value, path) => `pm-${path.join('-')}`);

createGlobalTheme(':root, [data-theme="parchment"]', vars, parchmentTheme);
createGlobalTheme('[data-theme="ink"]', vars, inkTheme);

globalStyle(':root, [data-theme="parchment"]', { colorScheme: 'light' });
globalStyle('[data-theme="ink"]', { colorScheme: 'dark' });

globalStyle(':root:not([data-theme="parchment"])', {
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, inkTheme), colorScheme: 'dark' },
  },
});

globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: { vars: assignVars(vars.motion, { ...motion, fast: '0ms', normal: '0ms' }) },
  },
});
