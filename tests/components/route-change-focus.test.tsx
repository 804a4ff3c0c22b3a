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

/** Waits until the manager has run: announcing the title is the last thing it does, after focus. */
const announced = (title: string) =>
  vi.waitFor(() => expect(document.getElementById('route-announcer')?.textContent).toBe(title), { timeout: 10_000 });

describe('focus after a client-side navigation', () => {
  it('moves to the new page’s h1 and announces its title', async () => {
    const { navigated } = await freshManager();
    navigated(at('/about', 'a'), 'POP');
    document.querySelector<HTMLAnchorElement>('nav a')?.focus();
    navigated(at('/search', 'b'), 'PUSH');
    await announced('Search the Archive | Parchment');
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('stays in the field the reader chose before the page was ready, and still announces the title', async () => {
    const { navigated } = await freshManager();
    navigated(at('/about', 'a'), 'POP');
    navigated(at('/search', 'b'), 'PUSH');
    const box = document.querySelector<HTMLInputElement>('input');
    box?.focus();
    await announced('Search the Archive | Parchment');
    expect(document.activeElement).toBe(box);
  });
});
