/**
 * The admin list's filters and page (product §2: any filter change goes
 * back to page 1). The inputs change as the reader types; the text filters
 * reach the request a pause later, the category at once.
 */
import { useEffect, useReducer } from 'react';
import type { AdminFilterValues, DataTableSort } from '../../../src';
import { NO_FILTERS } from './adminArticles';

/** How long typing in the search or tag box must pause before the list is fetched. */
export const ADMIN_FILTER_DEBOUNCE_MS = 300;

export interface AdminFilterState {
  /** What the controls show. */
  inputs: AdminFilterValues;
  /** What the request uses. */
  applied: AdminFilterValues;
  page: number;
  /** The table's sort, asked of the server (the list is paged); null for newest first. */
  sort: DataTableSort | null;
}

export type AdminFilterAction =
  | { type: 'edit'; values: AdminFilterValues }
  /** The typing pause is over: the text filters apply. */
  | { type: 'apply-text' }
  | { type: 'page'; page: number }
  /** A new sort starts again from page 1, as a filter does. */
  | { type: 'sort'; sort: DataTableSort };

export const initialAdminFilterState: AdminFilterState = { inputs: NO_FILTERS, applied: NO_FILTERS, page: 1, sort: null };

const sameText = (a: string, b: string) => a.trim() === b.trim();

export function adminFilterReducer(state: AdminFilterState, action: AdminFilterAction): AdminFilterState {
  switch (action.type) {
    case 'edit': {
      const categoryChanged = action.values.category !== state.applied.category;
      return {
        ...state,
        inputs: action.values,
        applied: categoryChanged ? { ...state.applied, category: action.values.category } : state.applied,
        page: categoryChanged ? 1 : state.page,
      };
    }
    case 'apply-text': {
      const { q, tag } = state.inputs;
      if (sameText(q, state.applied.q) && sameText(tag, state.applied.tag)) return state;
      return { ...state, applied: { ...state.applied, q, tag }, page: 1 };
    }
    case 'page':
      return action.page === state.page ? state : { ...state, page: Math.max(1, action.page) };
    case 'sort':
      return { ...state, sort: action.sort, page: 1 };
  }
}

/** The filters and page, with typing debounced. */
export function useAdminFilterState() {
  const [state, dispatch] = useReducer(adminFilterReducer, initialAdminFilterState);
  const { inputs, applied } = state;
  const textPending = !sameText(inputs.q, applied.q) || !sameText(inputs.tag, applied.tag);

  useEffect(() => {
    if (!textPending) return;
    const timer = setTimeout(() => dispatch({ type: 'apply-text' }), ADMIN_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [textPending, inputs.q, inputs.tag]);

  return {
    state,
    setFilters: (values: AdminFilterValues) => dispatch({ type: 'edit', values }),
    setPage: (page: number) => dispatch({ type: 'page', page }),
    setSort: (sort: DataTableSort) => dispatch({ type: 'sort', sort }),
  };
}
