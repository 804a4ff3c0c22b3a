/**
 * The browser entry of a page rendered in islands mode (site/islands/Island.tsx):
 * hydrates each island the server marked, with its own component and props,
 * as a root of its own, and marks its wrapper `data-hydrated` once committed.
 * Links between pages are ordinary page loads; nothing else on the page runs
 * a script. Once every island that hydrates at start has committed,
 * `<html data-hydrated="true">` says so (the end-to-end tests wait for it);
 * an island hydrated when visible (IslandEntry.whenVisible) follows when the
 * reader scrolls near it.
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, islandIdPrefix, IslandRoot } from './Island';
import { ISLANDS, type IslandEntry } from './registry';

/** How near the viewport an island hydrated when visible must come before its code is fetched. */
const VISIBLE_MARGIN = '600px 0px';

function entryOf(element: HTMLElement): IslandEntry {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const entry = ISLANDS[name];
  if (!entry) throw new Error(`The page has an island named "${name}", which this build does not know.`);
  return entry;
}

async function hydrateIsland(element: HTMLElement, entry: IslandEntry): Promise<void> {
  const Component = await entry.load();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  await new Promise<void>((committed) => {
    hydrateRoot(element, <IslandRoot onCommit={committed}>{createElement(Component, props)}</IslandRoot>, {
      identifierPrefix: islandIdPrefix(element.dataset.islandId ?? element.getAttribute(ISLAND_ATTRIBUTE) ?? ''),
    });
  });
  element.dataset.hydrated = 'true';
}

/** Resolves once the island's content comes within VISIBLE_MARGIN of the viewport (its wrapper has no box of its own). */
function nearViewport(element: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const boxes = [...element.children];
  return new Promise((near) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    for (const box of boxes.length > 0 ? boxes : [element]) observer.observe(box);
  });
}

/** An island that failed stays the server's HTML: its links and forms still work. */
const report = (reason: unknown) => console.warn('An island could not start:', reason);

const started = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].flatMap((element) => {
  try {
    const entry = entryOf(element);
    if (!entry.whenVisible) return [hydrateIsland(element, entry)];
    nearViewport(element)
      .then(() => hydrateIsland(element, entry))
      .catch(report);
    return [];
  } catch (error) {
    report(error);
    return [];
  }
});
Promise.allSettled(started).then((results) => {
  for (const result of results) if (result.status === 'rejected') report(result.reason);
  document.documentElement.dataset.hydrated = 'true';
});
