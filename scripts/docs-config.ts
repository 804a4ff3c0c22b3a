/**
 * `npm run docs:config`: rewrites server/README.md's Configuration table from
 * CONFIG_VARIABLES in server/config.ts. `--check` only says whether it is up
 * to date (exit 1 when not), as tests/unit/deploy-docs.test.ts does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withConfigTable } from './lib/config-docs.ts';

const readme = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/README.md');
const current = readFileSync(readme, 'utf8');
const wanted = withConfigTable(current);

if (current === wanted) {
  console.log('server/README.md: the configuration table is up to date.');
} else if (process.argv.includes('--check')) {
  console.error('server/README.md: the configuration table differs from CONFIG_VARIABLES; run npm run docs:config.');
  process.exitCode = 1;
} else {
  writeFileSync(readme, wanted);
  console.log('server/README.md: configuration table rewritten from CONFIG_VARIABLES.');
}
