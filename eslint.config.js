import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The README's architecture arrows (## Architecture), as lint rules: for each
 * folder, the top-level folders its modules may not import from. Every import
 * here is relative, so a rule is written for each depth a file can sit at:
 * from `src/a/b.tsx`, `../../site/x` is site/, but `../site/x` would be
 * src/site/ (and site/server/ is the site's own folder, not server/).
 * tests/unit/import-boundaries.test.ts proves the rules bite.
 */
const BOUNDARIES = [
  {
    folder: 'src',
    forbidden: ['site', 'server', 'stories', 'tests', 'scripts', 'common'],
    message: 'The library (src/) is published on its own: it imports only tokens/ and its own modules; the site passes routes and data in as props.',
  },
  {
    folder: 'tokens',
    forbidden: ['src', 'site', 'server', 'stories', 'tests', 'scripts', 'common'],
    message: 'tokens/ is the bottom of the library: it imports nothing from the other folders.',
  },
  {
    folder: 'site',
    forbidden: ['server', 'stories', 'tests', 'scripts'],
    message: 'The site reaches the server only through the API: what both need lives in common/.',
  },
  {
    folder: 'server',
    forbidden: ['site', 'src', 'stories', 'tests'],
    message: 'The server loads the built site at run time (server/site/mount.ts imports dist/server/entry-server.js, typed by common/site-renderer.ts); what both need lives in common/.',
  },
  {
    folder: 'common',
    forbidden: ['tokens', 'src', 'site', 'server', 'stories', 'tests', 'scripts'],
    message: 'common/ is what the server and the site both import: it imports nothing from either (or anything else).',
  },
];
/** Deeper than any file in the repository sits today. */
const MAX_DEPTH = 8;

function boundaryConfigs({ folder, forbidden, message }) {
  return Array.from({ length: MAX_DEPTH }, (_, nested) => ({
    files: [`${folder}/${'*/'.repeat(nested)}*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^${'\\.\\./'.repeat(nested + 1)}(${forbidden.join('|')})(/|$)`, message }] },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['node_modules', 'storybook-static', 'dist', 'test-results', '.data', '.cache', 'tests/visual/__diff__'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Content is rendered as text; the only raw HTML allowed is escaped JSON-LD, and it says why where used.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render content as text. JSON-LD goes through the escaping helper, with an eslint-disable comment saying why.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Components render on the server: no window or document during render or at module scope.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.css.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'location', message: 'Components take the URL as a prop; they never read the router or window.' },
      ],
    },
  },
  ...BOUNDARIES.flatMap(boundaryConfigs),
  {
    // A component's .css.ts is private to it: styles two components share live in src/styles/ or tokens/.
    // The typescript-eslint twin of no-restricted-imports, so that folder-boundary rules using the core rule
    // on the same files add to this one rather than replace it.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+/.+\\.css(\\.ts)?$',
              message: "Another component's styles are private to it. Put what both need in src/styles/ or tokens/, or import the other component's public index.",
            },
          ],
        },
      ],
    },
  },
);
