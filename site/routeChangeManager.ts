/**
 * Product §2, shared layout, "Moving between pages": what a client-side
 * navigation does to the scroll position, the focus and the screen reader.
 * The declarative <BrowserRouter> has no <ScrollRestoration> (data routers
 * only), so the layout hands each location to this manager (routeChange.tsx
 * loads it after hydration, outside the start-up JavaScript budget); the
 * rules for which navigations are new pages are in routeChangeRules.ts.
 */
import {
  fragmentId,
  navigationKind,
  parsePositions,
  positionKey,
  rememberPosition,
  serializePositions,
  type NavigationAction,
  type RouteLocation,
} from './routeChangeRules';
import { markWebFontsIfCached, WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY, type WebFonts } from './webFonts';

/** The id of <RouteAnnouncer />'s region (routeChange.tsx); not imported from there, so this chunk depends on nothing of the entry's. */
const ANNOUNCER_ID = 'route-announcer';
const STORAGE_KEY = 'parchment:scroll-positions';
/** The id of the boot script's JSON block (site/boot.ts BOOT_DATA_ID), which names the build's web fonts; not imported from there, for the same reason. */
const BOOT_DATA_ID = 'parchment-boot';
/** How long to wait for a page that fetches its data (an article on client navigation) to grow or show its h1. */
const WAIT_MS = 2000;

let positions = new Map<string, number>();
/** The entry the page's scroll position belongs to; scrolling is not recorded between a popstate and its render. */
let currentKey: string | null = null;
let betweenEntries = false;
/** Stops the waits of the previous navigation when the next one starts. */
let cancelWaits: Array<() => void> = [];

function record(): void {
  if (currentKey && !betweenEntries) rememberPosition(positions, currentKey, window.scrollY);
}

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, serializePositions(positions));
  } catch {
    // Storage can be full or refused (private modes); positions then last only while the page is open.
  }
}

function scrollToY(y: number): void {
  window.scrollTo({ top: y, left: 0, behavior: 'instant' });
}

/** Calls `done` in the first animation frame where `ready()` holds, or when the wait runs out. */
function whenReady(ready: () => boolean, done: () => void): void {
  const deadline = performance.now() + WAIT_MS;
  let frame = 0;
  const step = () => {
    if (ready() || performance.now() > deadline) done();
    else frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  cancelWaits.push(() => cancelAnimationFrame(frame));
}

/** The element a #fragment names: by id, then by name (as the browser looks it up). */
function fragmentTarget(hash: string): HTMLElement | null {
  const id = fragmentId(hash);
  if (!id) return null;
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

const pageHeading = () => document.querySelector<HTMLElement>('#main h1');

/** Back/Forward (or a reload): wait until the page is tall enough, then go back to where the reader was. */
function restore(y: number): void {
  whenReady(
    () => document.documentElement.scrollHeight - window.innerHeight >= y - 1,
    () => scrollToY(y),
  );
}

function scrollToFragment(hash: string): void {
  whenReady(
    () => fragmentTarget(hash) !== null,
    () => fragmentTarget(hash)?.scrollIntoView({ block: 'start', behavior: 'instant' }),
  );
}

/** Focus without scrolling (the position was just set); a heading gets tabindex=-1 only while it holds focus. */
function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

function announce(text: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  // Emptied first, so the same title twice in a row is still a change a screen reader hears.
  region.textContent = '';
  const frame = requestAnimationFrame(() => {
    region.textContent = text;
  });
  cancelWaits.push(() => cancelAnimationFrame(frame));
}

/** Once the new page shows its h1 (and its #target, if it names one): focus the target or the h1 (or main), and announce its title. */
function focusAndAnnounce(hash: string): void {
  // Where focus was when the page changed (the link followed, or the body once that link is gone): if the
  // reader has put it somewhere else by the time the new page is ready (into its search box, say), it stays.
  const focusedAtNavigation = document.activeElement;
  whenReady(
    () => pageHeading() !== null && (!fragmentId(hash) || fragmentTarget(hash) !== null),
    () => {
      // One more task, so the page's head effect (document.title) has run for the render that showed the h1.
      const timer = window.setTimeout(() => {
        const heading = pageHeading();
        const target = (hash && fragmentTarget(hash)) || heading || document.getElementById('main');
        const focused = document.activeElement;
        const readerMovedFocus = focused !== null && focused !== document.body && focused !== focusedAtNavigation;
        if (target && !readerMovedFocus) focusWithoutScroll(target);
        announce(document.title || heading?.textContent?.trim() || '');
      }, 0);
      cancelWaits.push(() => window.clearTimeout(timer));
    },
  );
}

/**
 * A page opened by the reader's click: once the boot script has written the
 * cached-fonts flag (after this document's first paint), the new page gets the
 * web fonts (site/webFonts.ts). Its main content is new anyway, and shifts
 * within 500 ms of an input are not layout shift.
 */
function showCachedWebFonts(): void {
  if (document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)) return;
  try {
    const { webFonts } = JSON.parse(document.getElementById(BOOT_DATA_ID)?.textContent ?? '{}') as { webFonts?: WebFonts };
    if (webFonts) markWebFontsIfCached(WEB_FONTS_STORAGE_KEY, WEB_FONTS_ATTRIBUTE, webFonts.version);
  } catch {
    // A page without the block (plain `npx vite`) keeps its fonts as they are.
  }
}

function firstLoad(key: string): void {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  const saved = positions.get(key);
  // A new visit starts where the server's page starts (or at its #fragment, which the browser handles).
  if ((type === 'reload' || type === 'back_forward') && saved !== undefined) restore(saved);
}

function handleNavigation(previous: RouteLocation | null, location: RouteLocation, action: NavigationAction): void {
  const key = positionKey(location);
  currentKey = key;
  betweenEntries = false;
  if (!previous) {
    firstLoad(key);
    return;
  }
  const kind = navigationKind(previous, location, action);
  if (kind === 'same') return;
  for (const cancel of cancelWaits) cancel();
  cancelWaits = [];
  persist();
  if (kind === 'keep') return;
  // Back and Forward come from the browser's own buttons, which are no input the page sees.
  if (kind === 'page' && action !== 'POP') showCachedWebFonts();
  const saved = action === 'POP' ? positions.get(key) : undefined;
  if (saved !== undefined) restore(saved);
  else if (fragmentId(location.hash)) scrollToFragment(location.hash);
  else if (kind === 'page') scrollToY(0);
  // A #fragment on the same page: the browser (or the reader's own link) already moved focus; nothing to announce.
  if (kind === 'page') focusAndAnnounce(location.hash);
}

/** Listens from the first location on: positions are recorded as the reader scrolls and clicks. */
function start(): void {
  window.history.scrollRestoration = 'manual';
  try {
    positions = parsePositions(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    positions = new Map();
  }
  window.addEventListener('scroll', record, { passive: true });
  // A link click is recorded at once: the router may render the new page before the next scroll event.
  window.addEventListener('click', record, true);
  // The browser has already moved to the next entry when popstate fires, and may scroll
  // (a #fragment link) before the router renders it; that scroll is not the old entry's.
  window.addEventListener('popstate', () => {
    betweenEntries = true;
  });
  // On leaving the document (a reload, another site) the last scroll event may not have fired yet.
  window.addEventListener('pagehide', () => {
    record();
    persist();
  });
}

let previous: RouteLocation | null = null;

/** The layout calls this with every location the router commits (the first one included). */
export function navigated(location: RouteLocation, action: NavigationAction): void {
  // React's StrictMode runs effects twice; the same location is handled once.
  if (location === previous) return;
  if (!previous) start();
  const before = previous;
  previous = location;
  handleNavigation(before, location, action);
}
