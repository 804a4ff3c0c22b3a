'use client';

import { forwardRef } from 'react';
import { useMessages } from '../../messages/MessagesContext';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { searchBoxMessages, type SearchBoxMessages } from './messages';
import { Button } from '../Button';
import * as field from '../../../tokens/field.css';
import * as styles from './SearchBox.css';
import { Field } from '../Field';
import { Inline } from '../Inline';

export interface SearchBoxProps extends RootProps<'form', 'onChange' | 'onSubmit'> {
  /** The text in the box (controlled). */
  value: string;
  /** Called with the new text on every change; the site debounces the search itself. */
  onChange: (value: string) => void;
  /** Called with the text when the reader presses Enter or the Search button; blank text is passed on as is, for the caller to ignore. */
  onSubmit: (value: string) => void;
  /** Hides the "Search the archive" label visually; it stays the input's accessible name. */
  hideLabel?: boolean;
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<SearchBoxMessages>;
}

/** Product §2, search: the archive's search box, a search landmark with a labelled type="search" input and a Search button. */
export const SearchBox = forwardRef<HTMLFormElement, SearchBoxProps>(function SearchBox({ value, onChange, onSubmit, hideLabel = false, messages, className, ...rest }, ref) {
  const words = useMessages('searchBox', searchBoxMessages, messages);
  return (
    // Named by its label's words, so it is told apart from any other search landmark on the page (such as a header's).
    <form
      ref={ref}
      role="search"
      aria-label={words.label}
      {...rest}
      className={cx(styles.form, className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <Field label={words.label} hideLabel={hideLabel}>
        {(control) => (
          // The field takes the room the button leaves.
          <Inline wrap={false} space="2">
            <input
              {...control}
              type="search"
              name="q"
              className={field.searchInput}
              value={value}
              placeholder={words.placeholder}
              autoComplete="off"
              onChange={(event) => onChange(event.target.value)}
            />
            <Button type="submit">{words.submit}</Button>
          </Inline>
        )}
      </Field>
    </form>
  );
});
