/**
 * Every route of spec section 2. The server matches the same table to learn a
 * page's data and head before rendering; the browser renders it with
 * useRoutes. Admin pages are lazy so that no public page downloads them or the
 * auth client.
 */
import { lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { LoadingState } from '../src';
import { aboutPage } from './pages/AboutPage';
import { accessibilityPage } from './pages/AccessibilityPage';
import { alabamaPage } from './pages/AlabamaPage';
import { articlePage } from './pages/ArticlePage';
import { authorPage } from './pages/AuthorPage';
import { brandPreviewPage } from './pages/BrandPreviewPage';
import { contactPage } from './pages/ContactPage';
import { correctionsPolicyPage } from './pages/CorrectionsPolicyPage';
import { editorialPolicyPage } from './pages/EditorialPolicyPage';
import { explainerSamplePage } from './pages/ExplainerSamplePage';
import { featuresPage } from './pages/FeaturesPage';
import { homePage } from './pages/HomePage';
import { landmarkStatesPage } from './pages/LandmarkStatesPage';
import { notFoundPage } from './pages/NotFoundPage';
import { ownershipPage } from './pages/OwnershipPage';
import { pillarPage } from './pages/PillarPage';
import { privacyPolicyPage } from './pages/PrivacyPolicyPage';
import { searchPage } from './pages/SearchPage';
import { DEFAULT_DESCRIPTION } from './head';
import type { PageModule } from './pageTypes';

const AdminPage = lazy(() => import('./pages/admin/AdminPage'));
const AdminArticlesPage = lazy(() => import('./pages/admin/AdminArticlesPage'));

function adminPage(title: string, path: string, Component: typeof AdminPage): PageModule {
  function AdminRoute() {
    return (
      <Suspense fallback={<LoadingState message="Loading..." />}>
        <Component />
      </Suspense>
    );
  }
  return { Component: AdminRoute, head: () => ({ title, description: DEFAULT_DESCRIPTION, path }) };
}

/** Pillars whose articles are also reachable at /{pillar}/{slug} (canonical /articles/{slug}). */
export const ARTICLE_ALIAS_PREFIXES = ['foundations', 'civic-life', 'people', 'landmarks', 'media', 'features'] as const;

export const pages: Array<{ path: string; page: PageModule }> = [
  { path: '/', page: homePage },
  { path: '/brand-preview', page: brandPreviewPage },
  { path: '/about', page: aboutPage },
  { path: '/about/ownership', page: ownershipPage },
  { path: '/about/editorial-policy', page: editorialPolicyPage },
  { path: '/about/corrections-policy', page: correctionsPolicyPage },
  { path: '/about/accessibility', page: accessibilityPage },
  { path: '/about/authors/:id', page: authorPage },
  { path: '/contact', page: contactPage },
  { path: '/privacy-policy', page: privacyPolicyPage },
  { path: '/foundations', page: pillarPage('foundations') },
  { path: '/civic-life', page: pillarPage('civic-life') },
  { path: '/people', page: pillarPage('people') },
  { path: '/landmarks', page: pillarPage('landmarks') },
  { path: '/landmarks/states', page: landmarkStatesPage },
  { path: '/landmarks/states/alabama', page: alabamaPage },
  { path: '/media', page: pillarPage('media') },
  { path: '/features', page: featuresPage },
  { path: '/features/explainer-sample', page: explainerSamplePage },
  { path: '/articles/:slug', page: articlePage },
  ...ARTICLE_ALIAS_PREFIXES.map((prefix) => ({ path: `/${prefix}/:slug`, page: articlePage })),
  { path: '/search', page: searchPage },
  { path: '/admin', page: adminPage('Admin', '/admin', AdminPage) },
  { path: '/admin/articles', page: adminPage('Articles Manager', '/admin/articles', AdminArticlesPage) },
  { path: '*', page: notFoundPage },
];

export const routeObjects: RouteObject[] = pages.map(({ path, page }) => ({ path, element: <page.Component />, handle: page }));

/** The page for a path, with its params (the 404 page for anything unknown). */
export function matchPage(pathname: string): { page: PageModule; params: Record<string, string | undefined> } {
  const matches = matchRoutes(routeObjects, pathname);
  const match = matches?.[matches.length - 1];
  return { page: (match?.route.handle as PageModule | undefined) ?? notFoundPage, params: match?.params ?? {} };
}
