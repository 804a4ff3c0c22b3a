import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * The library's optional web fonts (`fonts.css` in the package): the
 * self-hosted Latin faces the themes name and their metric-matched local
 * fallbacks (tokens/fonts.ts), with the font files beside the stylesheet
 * rather than inlined, so a browser downloads only the faces a page uses.
 * An app build, not a library one: library mode inlines every font file.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  publicDir: false,
  base: './',
  build: {
    outDir: 'dist/lib/fonts',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: false,
    rollupOptions: {
      input: { fonts: 'tokens/fonts.ts' },
      output: { entryFileNames: '[name].js', assetFileNames: '[name][extname]' },
    },
  },
});
