export { AdminArticlesTable, type AdminArticleRow, type AdminArticlesTableProps } from './AdminArticlesTable';
