/** A search result as the search service returns it (spec section 3). */
export interface SearchResultData {
  /** The result's id, unique within one answer. */
  id: string | number;
  /** What it is, e.g. "Article" or "article"; shown as a badge and decides the link. */
  type: string;
  /** The small label above the title, e.g. "Foundations". */
  kicker?: string | null;
  /** The title, linked. */
  title: string;
  /** A plain-text excerpt in which matches are wrapped in literal <mark>…</mark> markers. */
  snippet?: string | null;
  /** The article's slug, e.g. "bill-of-rights". */
  slug?: string | null;
  /** Where a result that is not an article lives, when known. */
  canonical_url?: string | null;
  /** When it was published, as an ISO date or date-time. */
  published_at?: string | null;
}

/**
 * Spec, search: where a result links.
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
