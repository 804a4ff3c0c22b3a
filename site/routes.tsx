/**
 * Every route of product §2, and the page module the server renders for it
 * (the browser loads no page module: a page's interactive parts are islands,
 * site/islands/). Each page is a module the server loads on its first
 * request; the client build keeps a chunk for each, for its CSS
 * (site/server/assets.ts).
 */
import type { ComponentType } from 'react';
import { matchRoutes, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PILLARS, type PillarSlug } from '../common/taxonomy';
import { ALIAS_PREFIXES } from './content/aliasPrefixes';
import { PrefetchProvider } from './data/prefetch';
import { loadPage, type LoadedPage } from './pageLoader';
import type { PageModule } from './pageTypes';

export interface RouteEntry {
  path: string;
  load: () => Promise<PageModule>;
  /**
   * The query parameters the page reads (its data, head and render), or
   * 'all' when it passes the query string on as it came (an alias's
   * redirect). The server renders, caches and tags (ETag) a page by these
   * alone, so `?utm_source=…` or any other parameter the page ignores is
   * the same page from the same cache. None when absent.
   */
  query?: readonly string[] | 'all';
}

/**
 * Prefixes whose /{prefix}/{slug} addresses redirect to /articles/{slug} or to
 * a pillar topic. From the small list module, not from the redirect rules
 * (site/content/addresses.ts), so the rules stay out of the entry chunk every
 * page loads.
 */
export const ARTICLE_ALIAS_PREFIXES = ALIAS_PREFIXES;

const pillar = (category: PillarSlug): RouteEntry => ({
  path: `/${category}`,
 
  load: () => import('./pages/PillarPage').then((m) => m.pillarPage(category)),
  query: ['topic', 'page'],
});

const article = (path: string): RouteEntry => ({
  path,
 
  load: () => import('./pages/ArticlePage').then((m) => m.articlePage),
});

/**
 * The about and policy pages: content files (site/content/pages/*.md), each
 * compiled into its page's module by the build (site/content/contentPagesPlugin.ts).
 */
const contentPage = (path: string, load: () => Promise<{ default: PageModule }>): RouteEntry => ({
  path,
  load: () => load().then((m) => m.default),
});

const contentPageRoutes: RouteEntry[] = [
  contentPage('/about', () => import('./content/pages/about.md')),
  contentPage('/about/ownership', () => import('./content/pages/ownership.md')),
  contentPage('/about/editorial-policy', () => import('./content/pages/editorial-policy.md')),
  contentPage('/about/corrections-policy', () => import('./content/pages/corrections-policy.md')),
  contentPage('/about/accessibility', () => import('./content/pages/accessibility.md')),
  contentPage('/contact', () => import('./content/pages/contact.md')),
  contentPage('/privacy-policy', () => import('./content/pages/privacy-policy.md')),
];

export const routes: RouteEntry[] = [
  { path: '/', load: () => import('./pages/HomePage').then((m) => m.homePage) },
  { path: '/brand-preview', load: () => import('./pages/BrandPreviewPage').then((m) => m.brandPreviewPage) },
  ...contentPageRoutes,
  { path: '/about/corrections', load: () => import('./pages/CorrectionsLogPage').then((m) => m.correctionsLogPage) },
  { path: '/about/authors/:id', load: () => import('./pages/AuthorPage').then((m) => m.authorPage) },
  ...PILLARS.map((entry) => pillar(entry.slug)),
  { path: '/landmarks/states', load: () => import('./pages/LandmarkStatesPage').then((m) => m.landmarkStatesPage) },
  { path: '/landmarks/states/alabama', load: () => import('./pages/AlabamaPage').then((m) => m.alabamaPage) },
  { path: '/features', load: () => import('./pages/FeaturesPage').then((m) => m.featuresPage) },
  { path: '/features/explainer-sample', load: () => import('./pages/ExplainerSamplePage').then((m) => m.explainerSamplePage) },
  { path: '/articles', load: () => import('./pages/ArchivePage').then((m) => m.archivePage), query: ['category', 'tag', 'page'] },
  { path: '/tags', load: () => import('./pages/TagsPage').then((m) => m.tagsPage) },
  { path: '/glossary', load: () => import('./pages/GlossaryPage').then((m) => m.glossaryPage) },
  { path: '/documents', load: () => import('./pages/DocumentsPage').then((m) => m.documentsIndexPage) },
  { path: '/documents/:slug', load: () => import('./pages/DocumentsPage').then((m) => m.foundingDocumentPage) },
  article('/articles/:slug'),
  // After the dedicated pages above (/landmarks/states, /features/explainer-sample...), which react-router ranks first anyway.
  ...ARTICLE_ALIAS_PREFIXES.map(
    (prefix): RouteEntry => ({
      path: `/${prefix}/:slug`,
     
      load: () => import('./pages/AddressAliasPage').then((m) => m.addressAliasPage),
      query: 'all',
    }),
  ),
  { path: '/search', load: () => import('./pages/SearchPage').then((m) => m.searchPage), query: ['q', 'tag', 'page', 'typed', 'pillar', 'kind', 'era'] },
  { path: '/admin', load: () => import('./pages/admin/adminPages').then((m) => m.adminHomePage) },
  { path: '/admin/articles', load: () => import('./pages/admin/adminPages').then((m) => m.adminArticlesPage) },
  { path: '*', load: () => import('./pages/NotFoundPage').then((m) => m.notFoundPage) },
];

const loaded = new Map<RouteEntry, PageModule>();
const loading = new Map<RouteEntry, Promise<PageModule>>();

/**
 * Loads a route's page once; later calls get the same module. A load that
 * failed (the network dropped, a deploy replaced the chunk) is forgotten, so
 * the next call (the click after a failed prefetch) tries again.
 */
export function preloadRoute(entry: RouteEntry): Promise<PageModule> {
  let promise = loading.get(entry);
  if (!promise) {
    promise = entry.load().then(
      (page) => {
        loaded.set(entry, page);
        return page;
      },
      (error: unknown) => {
        loading.delete(entry);
        throw error;
      },
    );
    loading.set(entry, promise);
  }
  return promise;
}

/**
 * Renders a route's page with what its loader found: the page's data hooks
 * read the answers through the PrefetchProvider. The loader loaded the
 * page's module before it returned.
 */
function RoutePage({ entry }: { entry: RouteEntry }) {
  const page = loaded.get(entry);
  const found = useLoaderData() as LoadedPage;
  if (!page) throw new Error(`The page for ${entry.path} rendered before its loader ran.`);
  const Component: ComponentType = page.Component;
  return (
    <PrefetchProvider data={found.data} missing={found.missing} failed={found.failed} today={found.today} origin={found.origin} inlineImages={found.inlineImages}>
      <Component />
    </PrefetchProvider>
  );
}

/** Every page as a route of React Router's data APIs: its loader (site/pageLoader.ts) and its page. The route's id is its path. */
export const pageRoutes: RouteObject[] = routes.map((entry) => ({
  id: entry.path,
  path: entry.path,
  loader: async (args: LoaderFunctionArgs) => loadPage(await preloadRoute(entry), args),
  element: <RoutePage entry={entry} />,
  handle: entry,
}));

const notFoundEntry = routes[routes.length - 1];

/** The route for a path, with its params (the 404 page for anything unknown). */
export function matchRoute(pathname: string): { entry: RouteEntry; params: Record<string, string | undefined> } {
  const matches = matchRoutes(pageRoutes, pathname);
  const match = matches?.[matches.length - 1];
  return { entry: (match?.route.handle as RouteEntry | undefined) ?? notFoundEntry, params: match?.params ?? {} };
}

/**
 * The part of a query string a route reads, in a canonical form: its
 * declared parameters only, in the declared order, each with its first value
 * (pages read parameters with `get`), so every spelling of the same page is
 * one cache entry. An empty value is left out: every page treats `?tag=` as
 * no tag. A route that reads 'all' keeps the query string exactly.
 */
export function routeSearch(entry: RouteEntry, search: string): string {
  if (entry.query === 'all') return search;
  if (!entry.query?.length || !search) return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of entry.query) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The page for a path, once preloaded (the server and tests preload; see preloadRoute). */
export function matchPage(pathname: string): { page: PageModule; params: Record<string, string | undefined> } {
  const { entry, params } = matchRoute(pathname);
  const page = loaded.get(entry);
  if (!page) throw new Error(`The page for ${pathname} is not loaded yet: await preloadRoute() first.`);
  return { page, params };
}

/** Loads every page (tests, and a server that wants no first-request delay). */
export function preloadAllRoutes(): Promise<PageModule[]> {
  return Promise.all(routes.map(preloadRoute));
}
