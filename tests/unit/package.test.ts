/**
 * The package as scripts/build-lib.ts writes it, checked without building: its
 * README stands alone (every relative link names a file the package holds),
 * its manifest takes the one version the repository has, and it is MIT.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { libraryVersion, packageManifest, packageReadmeSource, packageRootFiles, repositoryUrl } from '../../scripts/build-lib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(packageReadmeSource, 'utf8');

/** The targets of a Markdown document's links: `[text](target)` and `<https://...>`, outside code blocks. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)|<((?:https?|mailto):[^>\s]+)>/g)].map((match) => match[1] ?? match[2]);
}

/** The relative links that name no file the package holds (an absolute URL is always allowed). */
function linksOutsideThePackage(markdown: string, files: readonly string[]): string[] {
  return linkTargets(markdown).filter((target) => {
    if (/^[a-z][a-z+.-]*:/i.test(target)) return false;
    const file = path.posix.normalize(target.replace(/[#?].*$/, ''));
    return !files.includes(file);
  });
}

describe('the package README', () => {
  it('links only to files the package holds, or to absolute URLs', () => {
    const targets = linkTargets(readme);
    expect(targets).toEqual(expect.arrayContaining(['./CHANGELOG.md', './LICENSE', './tokens.json']));
    expect(linksOutsideThePackage(readme, packageRootFiles)).toEqual([]);
  });

  it('catches a link into the repository (the check itself)', () => {
    const withRepositoryLinks = `${readme}\nSee [the decisions](../docs/decisions/0020.md), [the site](site/theme.ts) and [the docs](https://example.org/docs).\n`;
    expect(linksOutsideThePackage(withRepositoryLinks, packageRootFiles)).toEqual(['../docs/decisions/0020.md', 'site/theme.ts']);
  });

  it('covers install, styles, provider, a first component, server rendering, theming and tokens', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    for (const topic of [/^Install/, /^Styles/, /^Provider/, /^A first component/, /Server Components/, /^Theming/, /^Tokens/]) {
      expect(headings.some((heading) => topic.test(heading)), `a "## ${topic.source}" section`).toBe(true);
    }
  });
});

describe('the package manifest', () => {
  const manifest = packageManifest();
  const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

  it('takes its version from the repository’s package.json, the one the changelog records last', () => {
    expect(manifest.version).toBe(rootPackage.version);
    expect(libraryVersion).toBe(rootPackage.version);
    const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
    const released = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/gm)].map((match) => match[1]);
    expect(released[0]).toBe(manifest.version);
    expect(released).toEqual(expect.arrayContaining(['0.2.0', '0.1.0']));
  });

  it('is MIT, with the licence text in the repository, and names its repository, homepage and issue tracker', () => {
    expect(manifest.license).toBe('MIT');
    expect(rootPackage.license).toBe('MIT');
    expect(readFileSync(path.join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n[\s\S]*Permission is hereby granted, free of charge/);
    expect(manifest.repository.url).toBe(`git+${repositoryUrl}.git`);
    expect(manifest.homepage).toMatch(/^https:\/\//);
    expect(manifest.bugs.url).toBe(`${repositoryUrl}/issues`);
  });

  it('exports every root file it ships but the README, the changelog and the licence', () => {
    const exported = Object.values(manifest.exports).filter((target): target is string => typeof target === 'string');
    for (const file of packageRootFiles.filter((name) => !['README.md', 'CHANGELOG.md', 'LICENSE'].includes(name))) {
      expect(exported).toContain(`./${file}`);
    }
  });
});
