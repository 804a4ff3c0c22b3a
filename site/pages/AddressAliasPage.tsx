import { addressRedirect } from '../content/addresses';
import { articleUrl } from '../data/api';
import type { PageContext, PageModule } from '../pageTypes';
import { notFoundHead, NotFoundView } from './LazyNotFound';

/** The article the address names, when it names one rather than a topic. */
function articleApiUrl(pathname: string, search: URLSearchParams | string): string | null {
  const target = addressRedirect(pathname, search);
  return target?.kind === 'article' ? articleUrl(target.slug) : null;
}

/**
 * Product §2, other link targets: /{pillar}/{slug}. The server answers 301
 * (see `redirect`), and a link to such an address is a page load (every
 * public page is hydrated island by island), so the browser follows the
 * redirect and Back never leads to the alias. The page itself is rendered
 * only as the 404 page, for a slug that is neither a topic word nor an
 * article.
 */
function AddressAliasView() {
  return <NotFoundView />;
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
