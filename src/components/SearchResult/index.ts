export { SearchResult, type SearchResultProps } from './SearchResult';
export type { SearchResultData } from './types';
export { splitHighlights, type SnippetPart } from './highlights';
