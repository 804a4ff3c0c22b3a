import { describe, expect, it } from 'vitest';
import {
  fragmentId,
  KEEP_VIEW,
  keepsView,
  navigationKind,
  parsePositions,
  positionKey,
  rememberPosition,
  serializePositions,
  type RouteLocation,
} from '../../../site/routeChangeRules';

function at(url: string, key: string, state: unknown = null): RouteLocation {
  const parsed = new URL(url, 'https://parchment.example');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, key, state };
}

describe('Product §2, moving between pages: which navigations open a new page', () => {
  it('a link to another page, and Back or Forward to one, is a new page', () => {
    expect(navigationKind(at('/articles/a', 'k1'), at('/articles/b', 'k2'), 'PUSH')).toBe('page');
    expect(navigationKind(at('/articles/b', 'k2'), at('/articles/a', 'k1'), 'POP')).toBe('page');
    expect(navigationKind(at('/search', 'k1'), at('/landmarks/states/alabama#county-autauga', 'k2'), 'PUSH')).toBe('page');
  });

  it('a plain link to the same path with another query (a "Next" page link) is a new page', () => {
    expect(navigationKind(at('/articles', 'k1'), at('/articles?page=2', 'k2'), 'PUSH')).toBe('page');
    expect(navigationKind(at('/search?q=a', 'k1'), at('/search?q=a&page=2', 'k2'), 'PUSH')).toBe('page');
  });

  it('replacing the entry with another path is a new page; a link to the current address (the router replaces) starts over', () => {
    expect(navigationKind(at('/old-address', 'k1'), at('/articles/a', 'k2'), 'REPLACE')).toBe('page');
    expect(navigationKind(at('/', 'k1'), at('/', 'k2'), 'REPLACE')).toBe('page');
  });

  it('a page changing its own query with the keepView state (search box, filters) keeps the view', () => {
    expect(navigationKind(at('/search', 'k1'), at('/search?q=con', 'k2', KEEP_VIEW), 'REPLACE')).toBe('keep');
    expect(navigationKind(at('/search?q=con', 'k2'), at('/search?q=constitution', 'k3', { fromSearchBox: true, keepView: true }), 'PUSH')).toBe('keep');
    expect(navigationKind(at('/foundations', 'k1'), at('/foundations?topic=amendments', 'k2', KEEP_VIEW), 'REPLACE')).toBe('keep');
  });

  it('replacing the entry within the same path keeps the view even without the flag', () => {
    expect(navigationKind(at('/foundations', 'k1'), at('/foundations?topic=amendments', 'k2'), 'REPLACE')).toBe('keep');
  });

  it('Back and Forward between two of a page\'s own query states keep the view; Back to that page from another is a new page', () => {
    expect(navigationKind(at('/search?q=b', 'k3', KEEP_VIEW), at('/search?q=a', 'k2', KEEP_VIEW), 'POP')).toBe('keep');
    expect(navigationKind(at('/articles/a', 'k4'), at('/search?q=a', 'k2', KEEP_VIEW), 'POP')).toBe('page');
  });

  it('only the #fragment changing is a move within the page, whichever way it came', () => {
    expect(navigationKind(at('/landmarks/states/alabama', 'k1'), at('/landmarks/states/alabama#county-autauga', 'default'), 'POP')).toBe('fragment');
    expect(navigationKind(at('/landmarks/states/alabama#county-autauga', 'default'), at('/landmarks/states/alabama', 'k1'), 'POP')).toBe('fragment');
    expect(navigationKind(at('/about', 'k1'), at('/about#main', 'k2'), 'PUSH')).toBe('fragment');
  });

  it('the same entry rendered again is no navigation', () => {
    const here = at('/about', 'k1');
    expect(navigationKind(here, { ...here }, 'POP')).toBe('same');
  });

  it('only keepView: true counts as the flag', () => {
    expect(keepsView(KEEP_VIEW)).toBe(true);
    expect(keepsView({ keepView: 'yes' })).toBe(false);
    expect(keepsView({ fromSearchBox: true })).toBe(false);
    expect(keepsView(null)).toBe(false);
    expect(keepsView('keepView')).toBe(false);
  });
});

describe('Product §2, moving between pages: where positions are kept', () => {
  it('by the router\'s key, or by the address for entries the router did not write', () => {
    expect(positionKey(at('/articles/a', 'abc123'))).toBe('abc123');
    expect(positionKey(at('/landmarks/states/alabama#county-autauga', 'default'))).toBe('url:/landmarks/states/alabama#county-autauga');
    expect(positionKey(at('/search?q=a', ''))).toBe('url:/search?q=a');
  });

  it('reads the #fragment\'s id decoded, and none for an empty fragment', () => {
    expect(fragmentId('#county-st-clair')).toBe('county-st-clair');
    expect(fragmentId('#caf%C3%A9')).toBe('café');
    expect(fragmentId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(fragmentId('#')).toBeNull();
    expect(fragmentId('')).toBeNull();
  });

  it('keeps the newest positions only, rounded and never negative', () => {
    const positions = new Map<string, number>();
    rememberPosition(positions, 'a', 10.4, 2);
    rememberPosition(positions, 'b', -5, 2);
    rememberPosition(positions, 'a', 20, 2);
    rememberPosition(positions, 'c', 30, 2);
    expect([...positions]).toEqual([
      ['a', 20],
      ['c', 30],
    ]);
  });

  it('survives a round trip through sessionStorage text, and a damaged record is empty', () => {
    const positions = new Map([
      ['k1', 4990],
      ['url:/about', 0],
    ]);
    expect(parsePositions(serializePositions(positions))).toEqual(positions);
    expect(parsePositions(null).size).toBe(0);
    expect(parsePositions('{not json').size).toBe(0);
    expect(parsePositions('{"k1": 5}').size).toBe(0);
    expect([...parsePositions('[["k1", 5], ["k2", "x"], [3, 4], ["k3", null]]')]).toEqual([['k1', 5]]);
  });
});
