/**
 * The repository's root, found from wherever this code runs: from its source
 * under server/ (run by tsx in development and tests) or from the bundle
 * `npm run build` writes to dist/node/ (run by plain Node in production). The
 * server reads files that live beside its source, the seed content and the
 * migrations, by paths from this root, so the two layouts find the same files.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest directory at or above `start` that holds supabase/migrations: this repository's root. */
export function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'supabase', 'migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No supabase/migrations directory at or above ${start}: the server must run from a checkout of this repository.`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
