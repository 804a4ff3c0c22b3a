// Apart from Pagination, a client component, so that server code can call it.
/** How many pages `total` rows make at `perPage` a page; never fewer than one, so an empty list is "Page 1 of 1". */
export function pageCount(total: number, perPage: number): number {
  if (!(perPage > 0) || !(total > 0)) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}
