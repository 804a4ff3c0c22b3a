import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { contentPagesPlugin } from './site/content/contentPagesPlugin';

/**
 * The site's two builds:
 * - `vite build` -> dist/client: the browser bundle, with a manifest the
 *   server reads to link the entry, preload fonts and inline the CSS;
 * - `vite build --ssr site/entry-server.tsx --outDir dist/server` -> the
 *   server renderer.
 * `npm run dev` (scripts/dev.ts) runs the real server with this config in
 * Vite's middleware mode, so pages are rendered on the server.
 */

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [contentPagesPlugin(), vanillaExtractPlugin(), react()],
  // react-router's package exports only name its development build (dev
  // warnings, about 5 KB gzip more); browsers and the server renderer get the production one.
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] }
      : {},
  // The server renderer bundles React in its production build: left external, React picks its
  // development build unless NODE_ENV=production, which renders pages about a third slower. A package
  // that imports React (TanStack Query) is bundled with it, or it would meet a second copy of React.
  define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // Dynamic imports list only the CSS they need, not every chunk to preload as well: the list
        // cost every page about 1.3 KB of gzipped JavaScript (decision 0028). The server writes the
        // modulepreloads of the first page's whole graph itself.
        modulePreload: false,
        rollupOptions: {
          // The islands' entry, the one script a page starts (site/islands/Island.tsx), and the whole
          // app, never sent to a browser: built so that the manifest lists the CSS of the layout and of
          // each page, which the server inlines into the page it renders (site/server/assets.ts).
          input: ['site/islands/entry.tsx', 'site/App.tsx'],
          // Vite drops an app entry's exports, and with them everything the app reaches but the CSS it
          // imports itself; kept, the app's page modules are built and their CSS is in the manifest.
          preserveEntrySignatures: 'exports-only',
          output: {
            // Files are named by their hash alone: every chunk spells out the names of the chunks it
            // imports, and each name counted against the 100 KB budget of every route that loads
            // it (0.2 KB on the article page). The manifest keeps each chunk's name (decision 0030).
            entryFileNames: 'assets/[hash].js',
            chunkFileNames: 'assets/[hash].js',
          },
        },
      },
  ssr: { noExternal: command === 'build' ? [/^@fontsource\//, 'react', 'react-dom', 'react-router', 'scheduler', /^@tanstack\//] : [/^@fontsource\//] },
}));
