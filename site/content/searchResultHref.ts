import type { SearchResultData } from '../../src';

/**
 * docs/product.md §2, search: where a result links.
 * - type Article, in any letter case: /articles/{slug};
 * - otherwise its canonical_url, when that is present and not blank;
 * - otherwise /search?q= with the slug, or the type when there is no slug.
 */
export function searchResultHref(result: Pick<SearchResultData, 'type' | 'slug' | 'canonical_url'>): string {
  const slug = result.slug ?? '';
  if (result.type.toLowerCase() === 'article') return `/articles/${encodeURIComponent(slug)}`;
  const canonical = result.canonical_url?.trim();
  if (canonical) return canonical;
  return `/search?q=${encodeURIComponent(slug || result.type)}`;
}
