export { SearchSummary, searchSummaryText, type SearchSummaryProps, type SearchSummaryState } from './SearchSummary';
