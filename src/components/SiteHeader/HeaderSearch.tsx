import { useId } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../Button';
import { Inline } from '../Inline';
import * as styles from './HeaderSearch.css';

/** A search form for the header: where it sends the term, and how it is named. */
export interface HeaderSearch {
  /** Where the form sends the term with GET, e.g. "/search". */
  action: string;
  /**
   * The field's accessible name, also its placeholder, and the search landmark's name;
   * the header's `search` message ("Search") when absent.
   */
  label?: string;
  /**
   * The query parameter the term is sent in.
   * @default "q"
   */
  paramName?: string;
}

/**
 * A plain GET form: the browser sends `{action}?{paramName}={term}`, with or
 * without JavaScript, and needs no script of its own (every page carries it,
 * so it adds nothing to what a page loads at start).
 */
export function HeaderSearchForm({ action, label: givenLabel, paramName = 'q', submit }: HeaderSearch & { submit: string }) {
  const label = givenLabel ?? submit;
  const inputId = useId();
  return (
    <Inline as="form" wrap={false} space="2" alignY="center" role="search" aria-label={label} action={action} method="get" className={styles.form}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {label}
      </label>
      <input id={inputId} type="search" name={paramName} className={styles.input} placeholder={label} autoComplete="off" />
      <Button type="submit" variant="secondary" size="small">
        {submit}
      </Button>
    </Inline>
  );
}
