/** Components: a site's furniture (header, footer, navigation), cards and lists, and the loading, error and empty states. */
// Each line: export * from './components/<Name>'; the package exports this layer alone as @parchment/ui/components.
export * from './components/SkipLink';
export * from './components/SiteHeader';
export * from './components/ThemeToggle';
export * from './components/SiteFooter';
export * from './components/Breadcrumbs';
export * from './components/PageHeader';
export * from './components/FilterBar';
export * from './components/Pagination';
export * from './components/DataTable';
export * from './components/ArticleCard';
export * from './components/CardGrid';
export * from './components/CategoryRail';
export * from './components/TagList';
export * from './components/ShareButton';
export * from './components/LoadingState';
export * from './components/ErrorState';
export * from './components/EmptyState';
export * from './components/NotFound';
export * from './components/PopularTopics';
export * from './components/SearchResult';
export * from './components/SearchSummary';
