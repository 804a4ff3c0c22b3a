/**
 * The settings tables of the docs, read and written: server/README.md's
 * Configuration table is generated from CONFIG_VARIABLES (server/config.ts)
 * between two marker comments; tests/unit/deploy-docs.test.ts reads the
 * tables back to check them against the code.
 */
import { CONFIG_VARIABLES } from '../../server/config.ts';

export const CONFIG_TABLE_START = '<!-- config-table:start: written by `npm run docs:config` from CONFIG_VARIABLES in config.ts; edit those -->';
export const CONFIG_TABLE_END = '<!-- config-table:end -->';

/** The Markdown table of every variable and its meaning, in CONFIG_VARIABLES' order. */
export function configTable(variables: Record<string, string> = CONFIG_VARIABLES): string {
  const rows = Object.entries(variables).map(([name, meaning]) => `| \`${name}\` | ${meaning.replaceAll('|', '\\|')} |`);
  return ['| variable | meaning |', '| --- | --- |', ...rows].join('\n');
}

/** `markdown` with the text between the markers replaced by `table`; throws when the markers are missing. */
export function withConfigTable(markdown: string, table = configTable()): string {
  const start = markdown.indexOf(CONFIG_TABLE_START);
  const end = markdown.indexOf(CONFIG_TABLE_END);
  if (start < 0 || end < start) throw new Error(`The config table markers (${CONFIG_TABLE_START} ... ${CONFIG_TABLE_END}) are missing`);
  return `${markdown.slice(0, start + CONFIG_TABLE_START.length)}\n${table}\n${markdown.slice(end)}`;
}

/** The rows of the markdown table under `heading`: each `NAME` in a row's first cell mapped to the row's text. */
export function tableRows(markdown: string, heading: string): Map<string, string> {
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
