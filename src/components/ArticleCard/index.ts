export { ArticleCard, type ArticleCardProps, type ArticleCardVariant } from './ArticleCard';
