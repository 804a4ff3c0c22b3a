export { SourceList, type ArticleSource, type SourceListProps } from './SourceList';
