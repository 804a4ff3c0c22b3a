/**
 * The library is installed by other teams' apps, so no component may know
 * this site's routes or brand: those come in as props (docs/product.md §2
 * lists them; site/navigation.ts passes them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = path.resolve(import.meta.dirname, '../../src');
const siteRoutes = /['"`]\/(about|admin|articles|search|foundations|civic-life|people|landmarks|media|features|contact|privacy-policy|robots\.txt)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The file without its comments, which may use a site path as an example. */
function code(file: string): string {
  return readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('the library knows no route or brand of this site', () => {
  const files = sourceFiles(sourceDir);

  it('finds the library sources', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((file) => [path.relative(sourceDir, file), file]))('%s names no site route', (_name, file) => {
    expect(code(file)).not.toMatch(siteRoutes);
  });

  it.each(files.map((file) => [path.relative(sourceDir, file), file]))('%s does not write the brand "Parchment" as text', (_name, file) => {
    expect(code(file)).not.toMatch(/['"`>][^'"`<]*\bParchment\b(?!Provider|Theme|_)/);
  });
});
