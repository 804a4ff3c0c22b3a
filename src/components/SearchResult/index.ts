export { SearchResult, type SearchResultProps } from './SearchResult';
export { searchResultHref, type SearchResultData } from './searchResultHref';
export { splitHighlights, type SnippetPart } from './highlights';
