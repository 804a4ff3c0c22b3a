import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addressRedirect } from '../content/addresses';
import { articleUrl } from '../data/api';
import { usePrefetchedMissing } from '../data/prefetch';
import type { PageContext, PageModule } from '../pageTypes';
import { notFoundHead, NotFoundView } from './LazyNotFound';

/** The article the address names, when it names one rather than a topic. */
function articleApiUrl(pathname: string, search: URLSearchParams | string): string | null {
  const target = addressRedirect(pathname, search);
  return target?.kind === 'article' ? articleUrl(target.slug) : null;
}

/**
 * Product §2, other link targets: /{pillar}/{slug}. The server answers 301
 * (see `redirect`) and never renders this page except as the 404 page for a
 * slug that is neither a topic word nor an article. In the browser (a visit by
 * client-side navigation) it replaces the address with the canonical one, so
 * Back does not lead to the alias again.
 */
function AddressAliasView() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = addressRedirect(pathname, search);
  // The server already found no such article: the 404 page, as it rendered.
  const missing = usePrefetchedMissing(target?.kind === 'article' ? articleUrl(target.slug) : null);
  const to = !target || missing ? null : target.to;
  // What <Navigate replace> does, without adding that component to the entry chunk every page loads (product §9 budget).
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [navigate, to]);
  return to ? null : <NotFoundView />;
}

function redirect(context: PageContext): string | null {
  const target = addressRedirect(context.pathname, context.search);
  if (!target) return null;
  // An unknown slug is a 404 here rather than a redirect to a 404; an API
  // failure (not a 404) still redirects, and the article page reports it.
  if (target.kind === 'article' && context.missing.has(articleUrl(target.slug))) return null;
  return target.to;
}

export const addressAliasPage: PageModule = {
  source: 'site/pages/AddressAliasPage.tsx',
  Component: AddressAliasView,
  data: ({ pathname, search }) => {
    const url = articleApiUrl(pathname, search);
    return url ? [url] : [];
  },
  redirect,
  // Rendered only when there is nowhere to redirect to.
  head: ({ pathname }) => notFoundHead(pathname),
};
