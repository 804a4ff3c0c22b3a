/**
 * Product §2, moving between pages: after a client-side navigation focus
 * goes to the new page's h1 once it is shown, unless the reader has already
 * put focus somewhere else meanwhile (clicked into the new page's search
 * box, say): then it stays where the reader put it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteLocation } from '../../site/routeChangeRules';

const at = (pathname: string, key: string): RouteLocation => ({ pathname, search: '', hash: '', key, state: null });

async function freshManager() {
  vi.resetModules();
  return import('../../site/routeChangeManager');
}

beforeEach(() => {
  document.title = 'Search the Archive | Parchment';
  document.body.innerHTML = `<div id="route-announcer"></div>
    <nav><a href="/search">Search</a></nav>
    <main id="main"><h1>Search the Archive</h1><input type="search" aria-label="Search the archive"></main>`;
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** Waits until the manager has run: its wait for the h1 (animation frames), then one more task. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('focus after a client-side navigation', () => {
  it('moves to the new page’s h1 and announces its title', async () => {
    const { navigated } = await freshManager();
    navigated(at('/about', 'a'), 'POP');
    document.querySelector<HTMLAnchorElement>('nav a')?.focus();
    navigated(at('/search', 'b'), 'PUSH');
    await settled();
    expect(document.activeElement).toBe(document.querySelector('h1'));
    expect(document.getElementById('route-announcer')?.textContent).toBe('Search the Archive | Parchment');
  });

  it('stays in the field the reader chose before the page was ready, and still announces the title', async () => {
    const { navigated } = await freshManager();
    navigated(at('/about', 'a'), 'POP');
    navigated(at('/search', 'b'), 'PUSH');
    const box = document.querySelector<HTMLInputElement>('input');
    box?.focus();
    await settled();
    expect(document.activeElement).toBe(box);
    expect(document.getElementById('route-announcer')?.textContent).toBe('Search the Archive | Parchment');
  });
});
