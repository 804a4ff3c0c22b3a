import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * The published library (`npm run build:lib`, scripts/build-lib.mjs runs it):
 * the components (src/index.ts), the tokens (tokens/index.ts) and the
 * build-time brand theme (tokens/createParchmentTheme.ts) as ES
 * modules, one output file per source module so that a consumer's bundler
 * keeps only what it imports, and every style compiled by vanilla-extract
 * into one static stylesheet, styles.css. The modules import no CSS, so they
 * run anywhere (a bundler, plain Node for server rendering, a test runner)
 * without a plugin or a setting; the app links or imports styles.css once.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), react()],
  publicDir: false,
  build: {
    outDir: 'dist/lib',
    emptyOutDir: false,
    minify: false,
    cssMinify: true,
    // The browsers the stylesheet is written for (:where, :has, container queries): Vite's
    // "baseline widely available". With the JavaScript target (es2020, Chrome 80) Lightning CSS,
    // merging `.a {…}` with `.a, :where(.a) * {…}`, drops the `:where` selectors as unsupported,
    // which lost the provider's border-box sizing for everything inside it.
    cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    sourcemap: false,
    cssCodeSplit: false,
    target: 'es2020',
    lib: {
      entry: {
        'src/index': 'src/index.ts',
        // The layers, each also an export of the package (scripts/build-lib.ts).
        ...Object.fromEntries(['foundations', 'primitives', 'forms', 'components', 'editorial', 'admin'].map((layer) => [`src/${layer}`, `src/${layer}.ts`])),
        'tokens/index': 'tokens/index.ts',
        'tokens/createParchmentTheme': 'tokens/createParchmentTheme.ts',
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rollupOptions: {
      // The app brings its own React; the vanilla-extract runtimes are small dependencies of the package.
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@vanilla-extract\//],
      output: {
        preserveModules: true,
        preserveModulesRoot: '.',
        entryFileNames: '[name].js',
      },
    },
  },
});
