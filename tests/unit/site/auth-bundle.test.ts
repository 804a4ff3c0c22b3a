/**
 * Public pages never download supabase-js: no module the browser entry
 * reaches through static imports may import it; only `import()` may. This
 * follows the source's static import graph (type-only imports are erased);
 * the build's own budget test checks the shipped chunks.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS } from '../../../site/islands/registry';

const root = path.resolve(import.meta.dirname, '../../..');
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The specifiers a module imports statically, leaving out `import type` and `export type` (erased) and `import()` (a separate chunk). */
function staticImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const specifiers: string[] = [];
  const fromClause = /(?:^|[\s;])(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of code.matchAll(fromClause)) {
    const [, , typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    // `import { type A, type B } from` is erased too.
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
    if (named && named[1].split(',').every((part) => !part.trim() || /^type\s/.test(part.trim()))) continue;
    specifiers.push(specifier);
  }
  for (const match of code.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) specifiers.push(match[1]);
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of extensions) {
    const candidate = base + extension;
    if (existsSync(candidate) && /\.(tsx?)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every package reached statically from an entry, with the local module that imports it. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const resolved = resolveLocal(file, specifier);
        if (resolved) queue.push(resolved);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, path.relative(root, file));
      }
    }
  }
  return packages;
}

describe('supabase-js stays out of the public pages (product §9: performance)', () => {
  it('reads static, type-only and dynamic imports apart', () => {
    const source = [
      "import { createClient, type SupabaseClient } from '@supabase/supabase-js';",
      "import type { Session } from '@supabase/supabase-js';",
      "import { type User } from '@supabase/auth-js';",
      "export { thing } from './thing';",
      "import './styles.css';",
      "const lazy = () => import('./client');",
    ].join('\n');
    expect(staticImports(source)).toEqual(['@supabase/supabase-js', './thing', './styles.css']);
  });

  it('no module reachable from the islands entry or from any island imports @supabase/* except through import()', () => {
    for (const source of ['site/islands/entry.tsx', ...new Set(Object.values(ISLANDS).map((island) => island.source))]) {
      const reached = packagesReachedFrom(path.join(root, source));
      const supabase = [...reached].filter(([name]) => name.startsWith('@supabase/'));
      expect(supabase, source).toEqual([]);
      // The walk did reach packages, so the check covers the island.
      expect(reached.has('react'), source).toBe(true);
    }
  });

  it('the client module itself is the one that imports supabase-js', () => {
    const reached = packagesReachedFrom(path.join(root, 'site/auth/client.ts'));
    expect(reached.get('@supabase/supabase-js')).toBe(path.join('site', 'auth', 'client.ts'));
  });
});
