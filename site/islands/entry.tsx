/**
 * The browser entry of a page rendered in islands mode (site/islands/Island.tsx):
 * hydrates each island the server marked, with its own component and props,
 * as a root of its own. Links between pages are ordinary page loads; nothing
 * else on the page runs a script. Once every island has committed,
 * `<html data-hydrated="true">` says so (the end-to-end tests wait for it).
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, islandIdPrefix, IslandRoot } from './Island';
import { ISLANDS } from './registry';

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const entry = ISLANDS[name];
  if (!entry) throw new Error(`The page has an island named "${name}", which this build does not know.`);
  const Component = await entry.load();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  await new Promise<void>((committed) => {
    hydrateRoot(element, <IslandRoot onCommit={committed}>{createElement(Component, props)}</IslandRoot>, {
      identifierPrefix: islandIdPrefix(element.dataset.islandId ?? name),
    });
  });
}

const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
Promise.allSettled(islands.map(hydrateIsland)).then((results) => {
  for (const result of results) {
    // An island that failed stays the server's HTML: its links and forms still work.
    if (result.status === 'rejected') console.warn('An island could not start:', result.reason);
  }
  document.documentElement.dataset.hydrated = 'true';
});
