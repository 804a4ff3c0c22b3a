'use client';

import { adminFiltersMessages, type AdminFiltersMessages } from './messages';
import { useMessages } from '../../messages/MessagesContext';
import { forwardRef, useId, type ChangeEvent } from 'react';
import { Select } from '../Select';
import { TextField } from '../TextField';
import * as styles from './AdminFilters.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

/** The admin list's filters, as the caller holds them. */
export interface AdminFilterValues {
  /** Free text matched against title and description. */
  q: string;
  /** A category slug, or 'all' (which the request omits, product §5). */
  category: string;
  /** A tag name to filter by. */
  tag: string;
}

export interface AdminFiltersProps extends RootProps<'form', 'onChange'> {
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<AdminFiltersMessages>;
  /** The current filter values (controlled). */
  values: AdminFilterValues;
  /** Category slugs to offer after "All Categories" (docs/product.md §2: those seen on the current page). */
  categories: string[];
  /** Called with the whole new value on every change; the caller must also go back to page 1 (product §2). */
  onChange: (next: AdminFilterValues) => void;
}

/**
 * Search, category and tag filters for the admin articles list. Changes apply
 * as they happen (there is no submit step), so the form only swallows Enter.
 */
export const AdminFilters = forwardRef<HTMLFormElement, AdminFiltersProps>(function AdminFilters({ values, categories, onChange, messages, className, ...rest }, ref) {
  const words = useMessages('adminFilters', adminFiltersMessages, messages);
  const id = useId();
  // The selected category stays an option even when the current page no longer shows it.
  const options = Array.from(new Set([...categories, ...(values.category !== 'all' && values.category ? [values.category] : [])]));
  const update =
    (key: keyof AdminFilterValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...values, [key]: event.target.value });

  return (
    <form ref={ref} role="search" aria-label={words.label} {...rest} className={cx(styles.filters, className)} onSubmit={(event) => event.preventDefault()}>
      <TextField id={`${id}-q`} label={words.search} type="search" placeholder={words.searchPlaceholder} value={values.q} onChange={update('q')} />
      <Select id={`${id}-category`} label={words.category} value={values.category} onChange={update('category')}>
        <option value="all">{words.allCategories}</option>
        {options.map((slug) => (
          <option key={slug} value={slug}>
            {slug}
          </option>
        ))}
      </Select>
      <TextField id={`${id}-tag`} label={words.tag} placeholder={words.tagPlaceholder} value={values.tag} onChange={update('tag')} />
    </form>
  );
});
