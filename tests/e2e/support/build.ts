import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The path the browser requests for a source module's chunk in the production
 * build, e.g. '/assets/W5LGivaL.js' for 'site/linkPrefetch.ts'. Files are named
 * by their hash alone (vite.config.ts), so tests find them in the manifest.
 */
export function builtChunk(source: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve('dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`No chunk for ${source} in the build's manifest: run "npm run build".`);
  return `/${chunk.file}`;
}
