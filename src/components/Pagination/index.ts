export { Pagination, pageCount, type PaginationProps } from './Pagination';
