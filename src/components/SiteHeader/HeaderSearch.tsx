import { useId, type FormEvent } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../Button';
import * as styles from './HeaderSearch.css';

/** A search form for the header: where it sends the term, and how it is named. */
export interface HeaderSearch {
  /** Where the form sends the term with GET, e.g. "/search". */
  action: string;
  /**
   * The field's accessible name, also its placeholder, and the search landmark's name.
   * @default "Search"
   */
  label?: string;
  /**
   * The query parameter the term is sent in.
   * @default "q"
   */
  paramName?: string;
  /** With JavaScript, called with the trimmed term instead of the browser's own submission (e.g. to navigate client-side). */
  onSearch?: (term: string) => void;
}

interface HeaderSearchFormProps extends HeaderSearch {
  /** Called after a search is handed to onSearch, to fold the small-screen menu. */
  onSearched: () => void;
}

/**
 * A plain GET form, so it works without JavaScript: the browser sends
 * `{action}?{paramName}={term}`. When `onSearch` is given, a script-run page
 * hands it the term instead and the field is cleared for the next search.
 */
export function HeaderSearchForm({ action, label = 'Search', paramName = 'q', onSearch, onSearched }: HeaderSearchFormProps) {
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem(paramName);
    const term = input instanceof HTMLInputElement ? input.value.trim() : '';
    onSearch(term);
    if (input instanceof HTMLInputElement) input.value = '';
    onSearched();
  };
  return (
    <form role="search" aria-label={label} action={action} method="get" className={styles.form} onSubmit={submit}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {label}
      </label>
      <input id={inputId} type="search" name={paramName} className={styles.input} placeholder={label} autoComplete="off" />
      <Button type="submit" variant="secondary" size="small">
        Search
      </Button>
    </form>
  );
}
