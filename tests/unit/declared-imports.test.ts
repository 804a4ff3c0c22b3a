/**
 * Imports and declared dependencies agree: every package the code imports is
 * in package.json, and what the server imports (it runs from the production
 * image, installed without dev dependencies) is a dependency, not a dev one.
 * The site, the library and the scripts are built or run with the dev
 * dependencies installed, so either list will do for them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The packages a file imports (static, dynamic and type-only), by their package name. */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const statements = /^\s*(?:import|export)\b[^;'"]*?\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  const specifiers = [...text.matchAll(statements)].map((match) => match[1] ?? match[2] ?? match[3]);
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:') && !builtinModules.includes(specifier))
    // Names only a bundler or a tool resolves: virtual modules, and the package's own name in the playroom.
    .filter((specifier) => !specifier.startsWith('virtual:') && !specifier.startsWith('@parchment/ui'))
    .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
}

function undeclared(folders: string[], declared: Record<string, string>): string[] {
  return [...new Set(folders.flatMap(sourceFiles).flatMap((file) => importedPackages(file).filter((name) => !(name in declared)).map((name) => `${path.relative(root, file)}: ${name}`)))];
}

describe('imports and declared dependencies', () => {
  it('the server and what it shares with the site import only dependencies, which the production image installs', () => {
    expect(undeclared(['server', 'common'], manifest.dependencies)).toEqual([]);
  });

  it('the site, the library, the tokens and the scripts import only declared packages', () => {
    expect(undeclared(['site', 'src', 'tokens', 'scripts', 'playroom'], { ...manifest.dependencies, ...manifest.devDependencies })).toEqual([]);
  });

  it('catches an undeclared import (the check itself)', () => {
    expect(importedPackages(path.join(root, 'site/App.tsx'))).toContain('react-router');
    const declaredWithoutRouter = Object.fromEntries(Object.entries(manifest.dependencies).filter(([name]) => name !== 'react-router'));
    expect(undeclared(['site'], { ...declaredWithoutRouter, ...manifest.devDependencies }).some((line) => line.endsWith(': react-router'))).toBe(true);
  });
});
