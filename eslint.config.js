import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** Where styles two components or pages share live: the library's, the design tokens, the site's. */
const SHARED_STYLES = ['src/styles/', 'tokens/', 'site/styles/'];
const STYLES_SPECIFIER = /\.css(\.ts)?$/;

/**
 * A component's or page's `.css.ts` is private to it (README, Adding a
 * component): a file may import only its own `./<Name>.css` (an `index.ts`
 * counts as its folder's `<Folder>/<Folder>.tsx`), or styles in SHARED_STYLES.
 * no-restricted-imports cannot say this: its patterns do not see the importing
 * file's name. tests/unit/import-boundaries.test.ts proves it bites.
 */
const privateStyles = {
  meta: {
    type: 'problem',
    messages: {
      private:
        "'{{specifier}}' is another component's or page's styles, private to it. Put what both need in src/styles/ or tokens/ (the library) or site/styles/ (the site), or import the other component's public index.",
    },
  },
  create(context) {
    const importer = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const parsed = path.posix.parse(importer.replace(/\.css\.ts$/, '.ts'));
    const owner = path.posix.join(parsed.dir, parsed.name === 'index' ? path.posix.basename(parsed.dir) : parsed.name);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.') || !STYLES_SPECIFIER.test(specifier)) return;
      const target = path.posix.join(path.posix.dirname(importer), specifier);
      if (SHARED_STYLES.some((folder) => target.startsWith(folder))) return;
      if (target.replace(STYLES_SPECIFIER, '') === owner) return;
      context.report({ node: node.source, messageId: 'private', data: { specifier } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'storybook-static', 'playroom-static', 'dist', 'test-results', '.data', '.cache', 'tests/visual/__diff__'] },
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
    files: ['src/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}'],
    plugins: { parchment: { rules: { 'private-styles': privateStyles } } },
    rules: { 'parchment/private-styles': 'error' },
  },
);
