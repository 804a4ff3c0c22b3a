/**
 * Every component has a designer-facing Docs page (stories/<Name>.mdx) with the
 * sections a designer looks for, and no page points outside the repository:
 * product rules are cited from docs/product.md, and the only web addresses
 * allowed are the W3C's WCAG documents.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const componentsDir = path.join(root, 'src/components');
const storiesDir = path.join(root, 'stories');

const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const requiredSections = ['When to use', 'When not to use', 'Accessibility', 'Content guidance'];

function pagePath(name: string) {
  return path.join(storiesDir, `${name}.mdx`);
}

/** Every MDX page under stories/, at any depth. */
function allPages(dir = storiesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return allPages(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** The text under a level-2 heading, up to the next heading of level 1 or 2; undefined when there is no such heading. */
function section(source: string, heading: string): string | undefined {
  const lines = source.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start === -1) return undefined;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^#{1,2}\s/.test(line));
  return (end === -1 ? rest : rest.slice(0, end)).join('\n');
}

/** Prose in a section: what is left once lone doc blocks such as `<Controls />` are removed. */
function prose(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*<[A-Z][\w.]*(\s[^>]*)?\/>\s*$/.test(line))
    .join('\n')
    .trim();
}

/** Web addresses with a real host (so a placeholder such as `https://…` is not one). */
const urlPattern = /https?:\/\/[A-Za-z0-9][^\s)"'`<>\]]*/g;

/** The W3C's WCAG documents: the standard itself and its Understanding and Techniques pages. */
function isAllowedUrl(url: string): boolean {
  return /^https?:\/\/(www\.)?w3\.org\/(TR\/WCAG\d*|WAI\/WCAG\d*)/i.test(url);
}

describe('component docs pages', () => {
  it('finds the components to document', () => {
    expect(components.length).toBeGreaterThan(40);
    expect(components).toContain('Button');
    expect(components).toContain('Link');
  });

  describe.each(components)('%s', (name) => {
    it(`has stories/${name}.mdx`, () => {
      expect(existsSync(pagePath(name)), `stories/${name}.mdx is missing`).toBe(true);
    });

    it('is a Storybook docs page (it has a Meta block)', () => {
      const source = readFileSync(pagePath(name), 'utf8');
      expect(source).toMatch(/<Meta\s[^>]*(of=\{|title=")/);
    });

    it.each(requiredSections)('has a "%s" section with text under it', (heading) => {
      const source = readFileSync(pagePath(name), 'utf8');
      const text = section(source, heading);
      expect(text, `stories/${name}.mdx has no "## ${heading}" heading`).toBeDefined();
      expect(prose(text ?? ''), `"## ${heading}" in stories/${name}.mdx is empty`).toMatch(/[A-Za-z]{3}/);
    });
  });

  describe.each(allPages().map((file) => [path.relative(root, file), file]))('%s', (_relative, file) => {
    const source = readFileSync(file, 'utf8');

    it('does not refer to a specification', () => {
      const mentions = source.split('\n').filter((line) => /\bspec(s|ification|ifications)?\b/i.test(line));
      expect(mentions).toEqual([]);
    });

    it('does not refer to documents outside the repository', () => {
      // Any relative path a page names (an import, a link) must stay inside the repository.
      const relativePaths = source.match(/(?:\.\.\/)+[\w./-]*/g) ?? [];
      const outside = relativePaths.filter((relative) => path.relative(root, path.resolve(path.dirname(file), relative)).startsWith('..'));
      expect(outside).toEqual([]);
      const urls = source.match(urlPattern) ?? [];
      expect(urls.filter((url) => !isAllowedUrl(url))).toEqual([]);
    });
  });
});
