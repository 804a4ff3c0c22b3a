/**
 * How esbuild bundles the server's TypeScript for Node: the production
 * build (scripts/build-server.mjs) and the benchmark's bundle
 * (scripts/lib/run-bundled.mjs) share it, so what is measured is what runs.
 * The packages stay outside the bundle, loaded from node_modules.
 */
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
