// Components of the content group; each line: export * from './components/<Name>';
export * from './components/ArticleCard';
export * from './components/CardGrid';
export * from './components/CategoryRail';
export * from './components/TagList';
