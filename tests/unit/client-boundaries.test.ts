/**
 * Which library modules are client components. A React Server Component
 * cannot run state, effects, context or event handlers; a module that uses
 * them must say `'use client'` on its first line, so that a server component
 * importing it renders a reference to it instead. Every other module stays
 * usable on the server. And a `'use client'` module exports components and
 * hooks only: a server component that imported a plain function or value
 * from one would get a reference, not the thing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const sourceDir = path.join(root, 'src');

const modules = readdirSync(sourceDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.css.ts'))
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
  .sort();

const source = (file: string) => readFileSync(path.join(root, file), 'utf8');
const isClientModule = (file: string) => /^'use client';\n/.test(source(file));

/** What only a client component may do: hooks other than useId (which server components have), context, handlers it defines. */
function clientOnlyUses(file: string): string[] {
  const text = source(file).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const uses = new Set<string>();
  for (const match of text.matchAll(/\b(use(?!Id\b)[A-Z]\w*)\(/g)) uses.add(match[1]);
  if (/\bcreateContext\(/.test(text)) uses.add('createContext');
  // A handler the module writes itself, an arrow or a named function, not one handed through from its props.
  for (const match of text.matchAll(/\b(on[A-Z]\w*)=\{(?:\([^)]*\)\s*=>|handle\w*|toggle\w*|close\w*)/g)) uses.add(match[1]);
  // A function as a child (a render prop, such as Field's): functions cannot cross from the server to a client component.
  if (/>\s*\{\s*\(\w*\)\s*=>/.test(text)) uses.add('render prop');
  return [...uses];
}

/** A hook module (useFadingStatus, useDisclosure): only client components call it, and it needs no directive of its own. */
const isHookModule = (file: string) => /^use[A-Z]/.test(path.basename(file));

describe("the library's client boundaries", () => {
  it('finds the library modules', () => {
    expect(modules.length).toBeGreaterThan(60);
    expect(modules).toContain('src/components/Link/Link.tsx');
  });

  it("marks every module that uses state, effects, context or its own handlers with 'use client' on its first line", () => {
    const unmarked = modules
      .filter((file) => !isHookModule(file) && !isClientModule(file))
      .map((file) => ({ file, uses: clientOnlyUses(file) }))
      .filter(({ file, uses }) => uses.length > 0 && !isImportedOnlyByClientModules(file));
    expect(unmarked).toEqual([]);
  });

  it("marks no module that does none of that: presentational components stay server components", () => {
    const needless = modules.filter((file) => isClientModule(file) && clientOnlyUses(file).length === 0);
    expect(needless).toEqual([]);
  });

  it("exports only components and hooks from a 'use client' module, never a plain function or value", () => {
    const exported = modules.filter(isClientModule).flatMap((file) =>
      [...source(file).matchAll(/^export (?:const|function|let|class) (\w+)/gm)]
        .map((match) => match[1])
        .filter((name) => !/^[A-Z]/.test(name) && !/^use[A-Z]/.test(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(exported).toEqual([]);
  });

  it('includes the link, the button and every stateful component, and leaves the card, the byline and the provider on the server', () => {
    const client = modules.filter(isClientModule).map((file) => path.basename(file, '.tsx'));
    expect(client).toEqual(expect.arrayContaining(['Link', 'Button', 'SiteHeader', 'SignInPanel', 'TableOfContents', 'ThemeToggle', 'ShareButton']));
    expect(client).not.toEqual(expect.arrayContaining(['ArticleCard']));
    for (const server of ['ArticleCard', 'Byline', 'ParchmentProvider', 'KeyFacts', 'RichBody', 'SourceList']) expect(client).not.toContain(server);
  });
});

/** A module inside a client component's folder that only that client module imports (SiteHeader's HeaderSearch). */
function isImportedOnlyByClientModules(file: string): boolean {
  const stem = `./${path.basename(file).replace(/\.tsx?$/, '')}`;
  const importers = modules.filter((other) => other !== file && path.dirname(other) === path.dirname(file) && new RegExp(`from '${stem.replace('.', '\\.')}'`).test(source(other)));
  const publicIndex = importers.filter((other) => path.basename(other) === 'index.ts' && new RegExp(`export (?!type)[^;]*from '${stem.replace('.', '\\.')}'`).test(source(other)));
  return importers.length > 0 && publicIndex.length === 0 && importers.every((other) => isClientModule(other) || path.basename(other) === 'index.ts');
}
