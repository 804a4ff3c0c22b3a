/** The production server on a copy of dist/ (scripts/lib/built-site.ts), with the entry script's path. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FatalError, startBuiltSite } from '../lib/built-site.ts';

export interface Server {
  base: string;
  /** The copy of dist/client the server serves its /assets/ from. */
  clientDir: string;
  entryScript: string;
  stop(): Promise<void>;
}

export async function startSite(workDir: string): Promise<Server> {
  const site = await startBuiltSite(workDir);
  const clientDir = path.join(workDir, 'dist/client');
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.endsWith('.js'));
  if (!entry) {
    await site.stop();
    throw new FatalError('dist/client/.vite/manifest.json has no entry chunk.');
  }
  return { base: site.base, clientDir, entryScript: `/${entry.file}`, stop: site.stop };
}
