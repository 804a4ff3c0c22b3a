/**
 * The README's architecture arrows are kept by the linter (eslint.config.js,
 * BOUNDARIES), a component's or page's styles stay private to it (privateStyles),
 * and server/ has no import cycle. The lint rules are run through
 * ESLint's own API on snippets, so a rule that stopped biting fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the boundary rule for `code` linted as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import boundaries (README, Architecture)', () => {
  it.each([
    ['src/components/Foo/Foo.tsx', "import { mainNavigation } from '../../../site/navigation';"],
    ['src/Foo.tsx', "export { routes } from '../site/routes';"],
    ['tokens/foo.ts', "import { Button } from '../src/components/Button';"],
    ['site/entry-server.tsx', "import { compressBody } from '../server/http/responses';"],
    ['site/pages/article/Foo.tsx', "import type { Config } from '../../../server/config.ts';"],
    ['server/api/foo.ts', "import { routes } from '../../site/routes';"],
    ['server/foo.ts', "import { Button } from '../src';"],
    ['common/api.ts', "import type { Config } from '../server/config.ts';"],
    ['common/http/foo.ts', "import { PILLARS } from '../../site/content/pillars';"],
  ])('%s may not: %s', async (file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/imports|reaches|loads/);
  });

  it.each([
    ['src/components/Foo/Foo.tsx', "import { vars } from '../../../tokens/theme.css';"],
    ['site/pages/Foo.tsx', "import type { Article } from '../../common/api';"],
    // site/server/ is the site's own folder, not server/.
    ['site/entry-server.tsx', "import { loadSiteAssets } from './server/assets';"],
    ['site/pages/Foo.tsx', "import { Button } from '../../src';"],
    ['server/api/foo.ts', "import type { ArticleListItem } from '../../common/api.ts';"],
    ['tests/unit/foo.test.ts', "import { routes } from '../../site/routes';"],
  ])('%s may: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

/** The messages of the private-styles rule for `code` linted as if it were the file at `file`. */
async function privateStyleErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'parchment/private-styles').map((message) => message.message);
}

describe("a component's or page's styles are private to it (README, Adding a component)", () => {
  it.each([
    ['site/pages/TagsPage.tsx', "import * as styles from './ArchivePage.css';"],
    ['site/pages/ExplainerSamplePage.tsx', "import * as articleStyles from './ArticlePage.css';"],
    ['site/pages/article/ArticleFooter.tsx', "import * as styles from '../ArticlePage.css';"],
    ['site/pages/HomePage.css.ts', "export { section } from './ArticlePage.css';"],
    ['site/pages/Foo.tsx', "import { buttonRecipe } from '../../src/components/Button/Button.css';"],
    ['src/components/Foo/Foo.tsx', "import * as styles from '../Bar/Bar.css';"],
    ['src/components/Foo/Foo.css.ts', "import { bar } from '../Bar/Bar.css';"],
    ['src/components/Foo/FooItem.tsx', "import * as styles from './Foo.css';"],
  ])('%s may not: %s', async (file, code) => {
    const errors = await privateStyleErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/private to it/);
  });

  it.each([
    ['site/pages/ArchivePage.tsx', "import * as styles from './ArchivePage.css';"],
    ['site/pages/TagsPage.tsx', "import * as styles from './TagsPage.css';"],
    ['site/pages/TagsPage.tsx', "import * as layout from '../styles/articleLayout.css';"],
    ['site/pages/AlabamaPage.css.ts', "import * as sections from '../styles/sections.css';"],
    ['site/pages/brand/BrandGallery.tsx', "import * as styles from './BrandGallery.css';"],
    ['site/pages/NotFoundPage.tsx', "import * as field from '../../tokens/field.css';"],
    ['src/components/Foo/Foo.tsx', "import * as styles from './Foo.css';"],
    ['src/components/Foo/index.ts', "export { fooRecipe } from './Foo.css';"],
    ['src/components/Foo/Foo.css.ts', "import { sectionHeading } from '../../styles/sections.css';"],
    ['src/components/Foo/Foo.tsx', "import { vars } from '../../../tokens/theme.css';"],
  ])('%s may: %s', async (file, code) => {
    expect(await privateStyleErrors(file, code)).toEqual([]);
  });
});

/** Every .ts/.tsx file under `dir`, relative to the repository root. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The repository file a relative specifier names (with or without its extension), or null for a package or a file elsewhere. */
function resolve(from: string, specifier: string, files: Set<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => files.has(candidate)) ?? null;
}

/** The text of every .ts/.tsx file under `dir`, by its path from the repository root. */
function sources(dir: string): Map<string, string> {
  return new Map(sourceFiles(dir).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

/** Each cycle once, as the files around it, found by depth-first search over every import (static, type-only and dynamic). */
function importCycles(texts: Map<string, string>): string[][] {
  const files = new Set(texts.keys());
  const imports = new Map(
    [...texts].map(([file, text]) => {
      const { importedFiles } = ts.preProcessFile(text, true, true);
      return [file, importedFiles.map((entry) => resolve(file, entry.fileName, files)).filter((target): target is string => target !== null)];
    }),
  );
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) return void cycles.push(trail.slice(at));
    if (done.has(file)) return;
    for (const target of imports.get(file) ?? []) visit(target, [...trail, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return cycles;
}

describe('import cycles', () => {
  it('finds the cycle server/db had (the check itself works)', () => {
    const before = new Map([
      ['server/db/database.ts', "import type { DataDirLock } from './data-dir-lock.ts';\nconst { openPglite } = await import('./pglite.ts');"],
      ['server/db/pglite.ts', "import { acquireDataDirLock } from './data-dir-lock.ts';\nimport type { Database } from './database.ts';"],
      ['server/db/data-dir-lock.ts', "import { open } from 'node:fs/promises';"],
    ]);
    expect(importCycles(before)).toEqual([['server/db/database.ts', 'server/db/pglite.ts']]);
  });

  it.each(['server', 'common'])('%s/ has none', (dir) => {
    const texts = sources(dir);
    expect(texts.size).toBeGreaterThan(0);
    expect(importCycles(texts)).toEqual([]);
  });
});
