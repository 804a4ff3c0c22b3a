/**
 * Product §2, Search: /search?q=term&page=P is searched on the server, and
 * /search?tag=name lists that tag's articles, so the results are in the first
 * HTML; the search island (site/islands/SearchIsland.tsx) takes over from
 * that answer in the browser. ?q= wins when both are given. When the server
 * could not get an answer, the island asks for it and shows its own
 * searching and error states, with Retry.
 */
import { useSearchParams } from 'react-router';
import { usePrefetched } from '../data/prefetch';
import { SearchIsland } from '../islands/SearchIsland';
import type { PageModule } from '../pageTypes';
import { searchHead, searchPageData, searchRequest, searchRequestUrl } from './searchRequest';


function SearchPageView() {
  const [params] = useSearchParams();
  const request = searchRequest(params);
  const answer = usePrefetched<unknown>(searchRequestUrl(request));
  // Keyed by the address, so that a page rendered in the browser (under plain Vite) starts afresh when it changes.
  return <SearchIsland key={params.toString()} islandId="search" request={request} answer={answer ?? null} />;
}

export const searchPage: PageModule = {
  source: 'site/pages/SearchPage.tsx',
  Component: SearchPageView,
  data: ({ search }) => searchPageData(search),
  head: ({ search }) => searchHead(searchRequest(search)),
};
