/**
 * Product §2, Search: the address of a page of search results (?q=) or of a
 * tag's articles (?tag=). Page 1 leaves the page out, so a search has one
 * address for its first page; `typed` (the term as typed, not corrected)
 * is kept as typed=1. Kept apart from the search page so the header
 * and the 404 page can link to searches without loading that page's code.
 */
export function searchPageHref({ term, tag, typed = false }: { term: string; tag: string | null; typed?: boolean }, page = 1): string {
  const what = term ? `q=${encodeURIComponent(term)}` : tag ? `tag=${encodeURIComponent(tag)}` : '';
  const query = [what, page > 1 ? `page=${page}` : '', term && typed ? 'typed=1' : ''].filter(Boolean).join('&');
  return query ? `/search?${query}` : '/search';
}
