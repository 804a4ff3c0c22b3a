'use client';

import { useId } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../Button';
import * as field from '../../../tokens/field.css';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  /** The text in the box (controlled). */
  value: string;
  /** Called with the new text on every change; the site debounces the search itself. */
  onChange: (value: string) => void;
  /** Called with the text when the reader presses Enter or the Search button; blank text is passed on as is, for the caller to ignore. */
  onSubmit: (value: string) => void;
  /** Hides the "Search the archive" label visually; it stays the input's accessible name. */
  hideLabel?: boolean;
}

/** Product §2, search: the archive's search box, a search landmark with a labelled type="search" input and a Search button. */
export function SearchBox({ value, onChange, onSubmit, hideLabel = false }: SearchBoxProps) {
  const inputId = useId();
  const labelId = useId();
  return (
    // Named by its label, so it is told apart from any other search landmark on the page (such as a header's).
    <form
      role="search"
      aria-labelledby={labelId}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <label id={labelId} htmlFor={inputId} className={hideLabel ? visuallyHidden : field.label}>
        Search the archive
      </label>
      <div className={field.searchRow}>
        <input
          id={inputId}
          type="search"
          name="q"
          className={field.searchInput}
          value={value}
          placeholder="Search for topics, people, or events..."
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}
