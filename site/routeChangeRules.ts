/**
 * Product §2, shared layout, "Moving between pages": which client-side
 * navigations count as a new page. Pure, so the rules are unit-tested apart
 * from the browser work in routeChange.tsx.
 */

/** What the rules need of a router location. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
  state?: unknown;
}

export type NavigationAction = 'PUSH' | 'REPLACE' | 'POP';

/**
 * - `page`: a new page: top (or its fragment's target, or on Back/Forward the
 *   position left there), focus on its h1, its title announced;
 * - `fragment`: the same page, another #target: scroll only;
 * - `keep`: the page changed its own address (a search box, a filter): nothing moves;
 * - `same`: not a navigation (the same entry rendered again).
 */
export type NavigationKind = 'page' | 'fragment' | 'keep' | 'same';

/**
 * The one way a page says "this address change is mine, leave the view
 * alone": navigate with this state (`setSearchParams(next, { state: KEEP_VIEW })`).
 */
export const KEEP_VIEW = { keepView: true } as const;

export function keepsView(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepView?: unknown }).keepView === true;
}

export function navigationKind(previous: RouteLocation, next: RouteLocation, action: NavigationAction): NavigationKind {
  const samePath = previous.pathname === next.pathname;
  const sameDocument = samePath && previous.search === next.search;
  if (sameDocument && previous.hash === next.hash && previous.key === next.key) return 'same';
  if (sameDocument && previous.hash !== next.hash) return 'fragment';
  if (action === 'POP') {
    // Back and Forward between two states of one page's own query (search terms) stay on that page;
    // Back to it from another page is a new page even if its entry was written by the search box.
    return samePath && (keepsView(previous.state) || keepsView(next.state)) ? 'keep' : 'page';
  }
  if (keepsView(next.state)) return 'keep';
  // A page rewriting its own address in place keeps the view; replacing it with the very same
  // address is what a link to the current page does (the router replaces then), so that starts over.
  if (action === 'REPLACE' && samePath && !(sameDocument && previous.hash === next.hash)) return 'keep';
  return 'page';
}

/**
 * Where a history entry's scroll position is kept: the router's key, or, for
 * entries the router did not write (the first page loaded, a plain #fragment
 * link, which the browser follows itself), the address.
 */
export function positionKey(location: RouteLocation): string {
  return location.key && location.key !== 'default' ? location.key : `url:${location.pathname}${location.search}${location.hash}`;
}

/** The id a #fragment names, decoded ("#county-st-clair" -> "county-st-clair"); null for none. */
export function fragmentId(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Saved positions, newest last, at most `limit` of them (sessionStorage is small and shared). */
export function rememberPosition(positions: Map<string, number>, key: string, y: number, limit = 100): void {
  positions.delete(key);
  positions.set(key, Math.max(0, Math.round(y)));
  while (positions.size > limit) {
    const oldest = positions.keys().next().value;
    if (oldest === undefined) break;
    positions.delete(oldest);
  }
}

/** Reads what `serializePositions` wrote; anything unreadable is an empty record. */
export function parsePositions(text: string | null): Map<string, number> {
  const positions = new Map<string, number>();
  if (!text) return positions;
  try {
    const entries: unknown = JSON.parse(text);
    if (!Array.isArray(entries)) return positions;
    for (const entry of entries) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number' && Number.isFinite(entry[1])) {
        positions.set(entry[0], entry[1]);
      }
    }
  } catch {
    // A damaged record only costs the restored positions.
  }
  return positions;
}

export function serializePositions(positions: Map<string, number>): string {
  return JSON.stringify([...positions]);
}
