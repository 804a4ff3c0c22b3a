export { CategoryRail, type CategoryRailArticle, type CategoryRailProps } from './CategoryRail';
