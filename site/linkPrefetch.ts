/**
 * Loads the code of the pages a reader is likely to open next, before the
 * click (decision 0028). The site builds without Vite's module preload lists,
 * so a page chunk's own imports are fetched only once the chunk has arrived;
 * fetching that chain ahead of time turns a client-side navigation into a
 * data request alone.
 *
 * A page is fetched when a link to it is pointed at, touched or focused, and
 * when a link to it inside the main content scrolls into view (cards, lists,
 * the article's related reading). Header and footer links wait for the
 * pointer or the focus: they are on every page, and fetching every pillar's
 * code at each start would cost readers on metered connections. With the
 * browser's data saver on, or on a 2G connection, only pointing and focus
 * fetch.
 *
 * This module is loaded after hydration (entry-client.tsx), so it costs
 * nothing of the start-up budget; it knows no route of its own: the entry
 * hands it the function that loads a path's page.
 */

/** Loads the page for a pathname; resolves when its code is here. Failures are the caller's to ignore. */
export type LoadPage = (pathname: string) => Promise<unknown>;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The pathname a link leads to inside this site, or null for other sites, downloads, new tabs and full page loads. */
export function prefetchablePath(link: HTMLAnchorElement, here: Location = window.location): string | null {
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.getAttribute('href') ?? '', here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.pathname === here.pathname) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null; // robots.txt, feeds, images: files, not pages
  return url.pathname;
}

function constrainedNetwork(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Starts watching the document's links; returns a function that stops.
 * `scope` is the selector of the region whose visible links are fetched
 * without being pointed at.
 */
export function watchLinks(loadPage: LoadPage, scope = 'main'): () => void {
  const requested = new Set<string>();
  const prefetch = (link: Element | null) => {
    if (!(link instanceof HTMLAnchorElement)) return;
    const path = prefetchablePath(link);
    if (path === null || requested.has(path)) return;
    requested.add(path);
    // A failed fetch is forgotten, so the click (or the next hover) tries again.
    loadPage(path).catch(() => requested.delete(path));
  };
  const onIntent = (event: Event) => prefetch((event.target as Element | null)?.closest?.('a[href]') ?? null);
  const listenerOptions = { capture: true, passive: true } as const;
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, onIntent, listenerOptions);

  let visible: IntersectionObserver | undefined;
  let added: MutationObserver | undefined;
  if (!constrainedNetwork() && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        prefetch(entry.target);
      }
    });
    visible = observer;
    // Observing an element twice is a no-op, so each scan may take every link again.
    const scan = () => document.querySelectorAll(`${scope} a[href]`).forEach((link) => observer.observe(link));
    scan();
    // A client-side navigation, or a list that loads more, brings new links.
    let pending = false;
    added = new MutationObserver(() => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        scan();
      });
    });
    added.observe(document.body, { childList: true, subtree: true });
  }

  return () => {
    for (const type of ['pointerover', 'touchstart', 'focusin']) document.removeEventListener(type, onIntent, listenerOptions);
    visible?.disconnect();
    added?.disconnect();
  };
}
