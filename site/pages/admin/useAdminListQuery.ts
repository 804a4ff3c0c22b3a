/**
 * The admin list's filters, page and sort, kept in the page's address
 * (adminListQuery): the router's own state, so a reload or a bookmark shows
 * the same list, and Back and Forward step through the pages, categories and
 * sorts the reader chose. Any filter change goes back to page 1 (product §2).
 * The search and tag boxes change as the reader types; their text reaches the
 * address, and the request, a pause later, replacing the entry rather than
 * adding one per word.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminFilterValues, DataTableSort } from '../../../src';
import { adminListQuery, adminListSearch, type AdminListQuery } from './adminArticles';

/** How long typing in the search or tag box must pause before the list is fetched. */
export const ADMIN_FILTER_DEBOUNCE_MS = 300;

type Typed = Pick<AdminFilterValues, 'q' | 'tag'>;

const sameText = (a: Typed, b: Typed) => a.q.trim() === b.q.trim() && a.tag.trim() === b.tag.trim();

export function useAdminListQuery() {
  const [search, setSearch] = useSearchParams();
  const query = adminListQuery(search);
  const { filters, page, sort } = query;
  const [typed, setTyped] = useState<Typed>(filters);
  // Back, Forward or a link brought other text into the address: the boxes show it.
  const [addressText, setAddressText] = useState<Typed>(filters);
  if (addressText.q !== filters.q || addressText.tag !== filters.tag) {
    setAddressText(filters);
    if (!sameText(typed, filters)) setTyped(filters);
  }

  // Not the reader's place on the page: a new list keeps the scroll position and focus where they are.
  const show = (next: AdminListQuery, replace = false) => setSearch(adminListSearch(next), { replace, preventScrollReset: true });

  const textPending = !sameText(typed, filters);
  useEffect(() => {
    if (!textPending) return;
    const timer = setTimeout(() => {
      const current = adminListQuery(search);
      setSearch(adminListSearch({ ...current, filters: { ...current.filters, q: typed.q, tag: typed.tag }, page: 1 }), { replace: true, preventScrollReset: true });
    }, ADMIN_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [textPending, typed.q, typed.tag, search, setSearch]);

  return {
    /** What the filter controls show: the typed text, the address's category. */
    inputs: { ...filters, q: typed.q, tag: typed.tag },
    filters,
    page,
    sort,
    setFilters: (values: AdminFilterValues) => {
      setTyped(values);
      // A category applies at once; text waits for the pause.
      if (values.category !== filters.category) show({ filters: { ...filters, category: values.category }, page: 1, sort });
    },
    setPage: (next: number) => show({ ...query, page: Math.max(1, next) }),
    setSort: (next: DataTableSort) => show({ ...query, sort: next, page: 1 }),
  };
}
