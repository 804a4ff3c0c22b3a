/**
 * The settings tables cannot drift from the code: every variable loadConfig
 * reads is listed in CONFIG_VARIABLES, server/README.md's configuration
 * table is exactly what `npm run docs:config` writes from it, and
 * docs/deploy.md's settings table has a row for each, where exactly the ones
 * production refuses to start without are marked required.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configTable, tableRows, withConfigTable } from '../../scripts/lib/config-docs.ts';
import { CONFIG_VARIABLES, PRODUCTION_REQUIRED } from '../../server/config.ts';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('configuration documentation', () => {
  const documented = Object.keys(CONFIG_VARIABLES).sort();

  it('CONFIG_VARIABLES lists exactly the variables loadConfig reads', () => {
    const source = read('server/config.ts');
    const readByLoadConfig = new Set([...source.matchAll(/\(env, '([A-Z_]+)'/g)].map((match) => match[1]));
    expect([...readByLoadConfig].sort()).toEqual(documented);
  });

  it('server/README.md has a row for every variable', () => {
    const rows = tableRows(read('server/README.md'), '## Configuration');
    expect(documented.filter((name) => !rows.has(name))).toEqual([]);
  });

  it("server/README.md's table is what npm run docs:config writes from CONFIG_VARIABLES", () => {
    const readme = read('server/README.md');
    expect(withConfigTable(readme)).toBe(readme);
  });

  it('the generated table changes when a meaning does, so the check above can fail', () => {
    const readme = read('server/README.md');
    const changed = configTable({ ...CONFIG_VARIABLES, PORT: 'a different meaning' });
    expect(withConfigTable(readme, changed)).not.toBe(readme);
    expect(tableRows(withConfigTable(readme, changed), '## Configuration').get('PORT')).toBe('| `PORT` | a different meaning |');
  });

  it('docs/deploy.md has a row for every variable, and marks required exactly what production refuses to start without', () => {
    const rows = tableRows(read('docs/deploy.md'), '## Settings');
    expect(documented.filter((name) => !rows.has(name))).toEqual([]);
    const required = [...rows].filter(([, row]) => row.includes('**required**')).map(([name]) => name);
    expect(required.sort()).toEqual([...PRODUCTION_REQUIRED, 'NODE_ENV'].sort());
  });
});
