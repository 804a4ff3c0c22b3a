/**
 * `node scripts/runtime-files.mjs <dir>`: copies the files the production
 * server runs from (scripts/runtime-files.txt) into <dir>, keeping their
 * paths. The Dockerfile's build stage runs it and its runtime stage copies
 * <dir> whole; the runtime-image test runs it too, so both see one file set.
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The listed paths, without comments and blank lines. */
export function runtimeFiles() {
  return readFileSync(path.join(root, 'scripts/runtime-files.txt'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** Copies every listed path under `target`; a missing one (no build yet, say) is an error naming it. */
export function copyRuntimeFiles(target, from = root) {
  const missing = runtimeFiles().filter((entry) => !existsSync(path.join(from, entry)));
  if (missing.length) throw new Error(`Missing runtime files (run "npm run build" first?): ${missing.join(', ')}`);
  for (const entry of runtimeFiles()) cpSync(path.join(from, entry), path.join(target, entry), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: node scripts/runtime-files.mjs <target directory>');
    process.exit(2);
  }
  try {
    copyRuntimeFiles(path.resolve(target));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
