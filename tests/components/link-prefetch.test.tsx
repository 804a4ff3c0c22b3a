/**
 * Which links have their page's code fetched ahead (site/linkPrefetch.ts,
 * decision 0028): pages of this site only, never other sites, files, new
 * tabs, downloads or the page already open. The fetching itself, in
 * Chromium, is in tests/e2e/navigation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { prefetchablePath } from '../../site/linkPrefetch';

const here = new URL('https://parchment.example/articles/monroe-doctrine') as unknown as Location;

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('the links whose page is fetched ahead', () => {
  it('a page of this site, by path or full address, without its query or fragment', () => {
    expect(prefetchablePath(link('/articles/constitution'), here)).toBe('/articles/constitution');
    expect(prefetchablePath(link('https://parchment.example/foundations?topic=x#top'), here)).toBe('/foundations');
    expect(prefetchablePath(link('/about', { target: '_self' }), here)).toBe('/about');
  });

  it('not another site, a file, a new tab, a download or the page already open', () => {
    expect(prefetchablePath(link('https://www.archives.gov/founding-docs'), here)).toBeNull();
    expect(prefetchablePath(link('mailto:editors@parchment.example'), here)).toBeNull();
    expect(prefetchablePath(link('/robots.txt'), here)).toBeNull();
    expect(prefetchablePath(link('/feed.xml'), here)).toBeNull();
    expect(prefetchablePath(link('/about', { target: '_blank' }), here)).toBeNull();
    expect(prefetchablePath(link('/about', { download: '' }), here)).toBeNull();
    expect(prefetchablePath(link('#sources'), here)).toBeNull();
    expect(prefetchablePath(link('/articles/monroe-doctrine?ref=x'), here)).toBeNull();
  });
});
