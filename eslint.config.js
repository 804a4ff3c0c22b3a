import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
