/**
 * The settings tables cannot drift from the code: every variable loadConfig
 * reads is listed in CONFIG_VARIABLES, in server/README.md's configuration
 * table and in docs/deploy.md's settings table, where exactly the ones
 * production refuses to start without are marked required.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, PRODUCTION_REQUIRED } from '../../server/config.ts';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The rows of the markdown table under `heading`: first cell's `NAMES` mapped to the row's text. */
function tableRows(markdown: string, heading: string): Map<string, string> {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`No heading "${heading}"`);
  const rows = new Map<string, string>();
  let inTable = false;
  for (const line of markdown.slice(start + heading.length + 2).split('\n')) {
    if (line.startsWith('|')) {
      inTable = true;
      const firstCell = line.split('|')[1] ?? '';
      for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) rows.set(name, line);
    } else if (inTable) break;
  }
  return rows;
}

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

  it('docs/deploy.md has a row for every variable, and marks required exactly what production refuses to start without', () => {
    const rows = tableRows(read('docs/deploy.md'), '## Settings');
    expect(documented.filter((name) => !rows.has(name))).toEqual([]);
    const required = [...rows].filter(([, row]) => row.includes('**required**')).map(([name]) => name);
    expect(required.sort()).toEqual([...PRODUCTION_REQUIRED, 'NODE_ENV'].sort());
  });
});
