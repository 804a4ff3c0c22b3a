/**
 * Product §2, Search: the address of a page of search results (?q=) or of a
 * tag's articles (?tag=). Page 1 leaves the page out, so a search has one
 * address for its first page; `typed` (the term as typed, not corrected)
 * is kept as typed=1, and the facets a search is narrowed to as pillar=,
 * kind= and era=. Kept apart from the search page so the header
 * and the 404 page can link to searches without loading that page's code.
 */
export function searchPageHref(
  { term, tag, typed = false, filters = {} }: { term: string; tag: string | null; typed?: boolean; filters?: Partial<Record<'pillar' | 'kind' | 'era', string>> },
  page = 1,
): string {
  const what = term ? `q=${encodeURIComponent(term)}` : tag ? `tag=${encodeURIComponent(tag)}` : '';
  // The facets a search is narrowed to, in their order; only with a term.
  const narrowed = term ? (['pillar', 'kind', 'era'] as const).map((name) => (filters[name] ? `${name}=${encodeURIComponent(filters[name])}` : '')) : [];
  const query = [what, page > 1 ? `page=${page}` : '', term && typed ? 'typed=1' : '', ...narrowed].filter(Boolean).join('&');
  return query ? `/search?${query}` : '/search';
}
