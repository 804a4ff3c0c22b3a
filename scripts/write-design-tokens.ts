/**
 * Writes the tokens for designers and non-React apps: `tokens.css` (custom
 * properties, both themes) and `tokens.json` (DTCG, for Tokens Studio and
 * Style Dictionary), both from tokens/designTokens.ts.
 *
 *   tsx scripts/write-design-tokens.ts <outDir>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { designTokensJson, tokensCss } from '../tokens/designTokens';

/** Writes tokens.css and tokens.json into `outDir` (created if missing) and returns their paths. */
export function writeDesignTokens(outDir: string): string[] {
  mkdirSync(outDir, { recursive: true });
  const files: Array<[string, string]> = [
    ['tokens.css', tokensCss()],
    ['tokens.json', `${JSON.stringify(designTokensJson(), null, 2)}\n`],
  ];
  return files.map(([name, contents]) => {
    const file = path.join(outDir, name);
    writeFileSync(file, contents);
    return file;
  });
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

if (runDirectly) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('Usage: tsx scripts/write-design-tokens.ts <outDir>');
    process.exit(1);
  }
  for (const file of writeDesignTokens(path.resolve(outDir))) console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
