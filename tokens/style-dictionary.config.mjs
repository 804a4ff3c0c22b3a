/**
 * Style Dictionary 4 configuration for @parchment/ui's tokens.json. It builds
 * the custom properties of the package's tokens.css, with the same names (the
 * ones the components read, `--pm-color-surface`) and values, one file per
 * rule of tokens.css:
 *
 *   palette.css         :root                         --pm-palette-*
 *   parchment.css       the parchment selectors       the theme contract, light
 *   ink.css             [data-theme="ink"]            the theme contract, dark
 *   ink-preferred.css   @media (prefers-color-scheme: dark), the dark theme for readers who ask
 *   print.css           @media print                  black on white on paper
 *   reduced-motion.css  @media (prefers-reduced-motion: reduce)  durations of 0ms
 *
 * Link or import them in that order. Only `color-scheme` is not built, since
 * it is not a token: set it yourself if you use these files instead of
 * tokens.css.
 *
 *   npx style-dictionary build --config node_modules/@parchment/ui/style-dictionary.config.mjs
 *
 * or, from a script, with your own output folder or extra platforms:
 *
 *   import StyleDictionary from 'style-dictionary';
 *   import { parchmentTokensConfig } from '@parchment/ui/style-dictionary.config.mjs';
 *   await new StyleDictionary(parchmentTokensConfig({ buildPath: 'src/styles/tokens/' })).buildAllPlatforms();
 *
 * How tokens.json carries what DTCG cannot say: the colour roles' `$value` is
 * the parchment theme, and `$extensions.mode` holds the ink and print values
 * (and motion's reduced-motion durations); a per-platform preprocessor swaps a
 * mode in before references resolve. `$extensions["com.parchment-ui"]` gives a
 * custom property name other than the token's path (`layout.measure` is
 * `--pm-measure`) and the unit of a length in em.
 */
import { fileURLToPath } from 'node:url';

/** The selectors tokens.css applies each rule with (tokens/designTokens.ts, themeSelectors). */
export const selectors = {
  palette: ':root',
  parchment: ':root, [data-theme="parchment"], [data-theme="system"]',
  ink: '[data-theme="ink"]',
  preferredDark: ['@media (prefers-color-scheme: dark)', ':root:not([data-theme="parchment"]), [data-theme="system"]'],
  print: ['@media print', ':root:not([data-theme-print="screen"]), [data-theme]:not([data-theme-print="screen"])'],
  reducedMotion: ['@media (prefers-reduced-motion: reduce)', ':root'],
};

const extension = 'com.parchment-ui';

/** Groups of tokens.json that are not custom properties: composite type styles and media-query widths. */
const notCustomProperties = new Set(['typography', 'breakpoint']);

const isPalette = (token) => token.path[0] === 'palette';
const isContract = (token) => !isPalette(token) && !notCustomProperties.has(token.path[0]);
const isColour = (token) => token.path[0] === 'color';
const isMotion = (token) => token.path[0] === 'motion';

/** A copy of the tokens in which every token with a value for `mode` takes it as its `$value`. */
function withMode(tree, mode) {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return tree;
  const copy = Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, key.startsWith('$') ? value : withMode(value, mode)]));
  const modeValue = tree.$extensions?.mode?.[mode];
  if ('$value' in tree && modeValue !== undefined) copy.$value = modeValue;
  return copy;
}

const transforms = ['parchment-ui/name', 'parchment-ui/unit', 'fontFamily/css', 'cubicBezier/css'];

function variables(destination, selector, filter) {
  return { destination, format: 'css/variables', filter, options: { selector, outputReferences: false } };
}

/**
 * The configuration. `source`: where tokens.json is (by default the one beside
 * this file); `buildPath`: the folder the CSS files go to (ending in `/`).
 */
export function parchmentTokensConfig({ source = [fileURLToPath(new URL('./tokens.json', import.meta.url))], buildPath = 'build/parchment/' } = {}) {
  const platform = (files, preprocessors = []) => ({ transforms, buildPath, preprocessors, files });
  return {
    source,
    log: { verbosity: 'silent' },
    hooks: {
      preprocessors: {
        'parchment-ui/mode/ink': (tokens) => withMode(tokens, 'ink'),
        'parchment-ui/mode/print': (tokens) => withMode(tokens, 'print'),
        'parchment-ui/mode/reducedMotion': (tokens) => withMode(tokens, 'reducedMotion'),
      },
      transforms: {
        // The contract's names keep the tokens' camelCase (`--pm-color-surfaceRaised`), which name/kebab would change.
        'parchment-ui/name': {
          type: 'name',
          transform: (token) => token.$extensions?.[extension]?.cssName?.replace(/^--/, '') ?? ['pm', ...token.path].join('-'),
        },
        'parchment-ui/unit': {
          type: 'value',
          filter: (token) => typeof token.$extensions?.[extension]?.unit === 'string',
          transform: (token) => `${token.$value}${token.$extensions[extension].unit}`,
        },
      },
    },
    platforms: {
      parchment: platform([variables('palette.css', selectors.palette, isPalette), variables('parchment.css', selectors.parchment, isContract)]),
      ink: platform(
        [variables('ink.css', selectors.ink, isContract), variables('ink-preferred.css', selectors.preferredDark, isContract)],
        ['parchment-ui/mode/ink'],
      ),
      print: platform([variables('print.css', selectors.print, isColour)], ['parchment-ui/mode/print']),
      reducedMotion: platform([variables('reduced-motion.css', selectors.reducedMotion, isMotion)], ['parchment-ui/mode/reducedMotion']),
    },
  };
}

export default parchmentTokensConfig();
