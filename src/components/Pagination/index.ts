export { Pagination, type PaginationProps } from './Pagination';
export { pageCount } from './pageCount';
