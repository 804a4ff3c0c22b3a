import { forwardRef } from 'react';
import { DEFAULT_LOCALE, formatMessage } from '../../messages/format';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Button } from '../Button';
import { searchSummaryMessages, type SearchSummaryMessages } from './messages';
import * as styles from './SearchSummary.css';
import { Inline } from '../Inline';

/** Where a search stands: nothing typed, waiting, results, none, or failed. */
export type SearchSummaryState = 'idle' | 'searching' | 'results' | 'empty' | 'error';

export interface SearchSummaryProps extends RootProps<'div'> {
  /** Where the search stands. */
  state: SearchSummaryState;
  /**
   * The searched term, quoted in the "No results found" message.
   * @default ""
   */
  term?: string;
  /**
   * How many results were found (state "results").
   * @default 0
   */
  count?: number;
  /** The error's message (state "error"), shown after "Error: ". */
  error?: string;
  /** When given in state "error", a "Retry" button calls it. */
  onRetry?: () => void;
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<SearchSummaryMessages>;
  /** The locale the count is written in. @default "en-US" */
  locale?: string;
}

/**
 * Product §2, search: the messages above the results, in the product's words. "Found N
 * results" says "Found 1 result" for exactly one, as readers expect; every
 * other count keeps the product's plural form.
 */
export function searchSummaryText({ state, term = '', count = 0, error, messages, locale = DEFAULT_LOCALE }: Omit<SearchSummaryProps, 'onRetry'>): string {
  const words = { ...searchSummaryMessages, ...messages };
  switch (state) {
    case 'idle':
      return words.idle;
    case 'searching':
      return words.searching;
    case 'results':
      return formatMessage(words.results, { count }, locale);
    case 'empty':
      return formatMessage(words.empty, { term }, locale);
    case 'error':
      return formatMessage(words.error, { error: error || words.unknownError }, locale);
  }
}

/**
 * One status line that is always in the page (a polite live region), so a
 * screen reader hears each change: "Searching...", then the count or the
 * error. Retry sits outside the live region, so it is not read out with it.
 */
export const SearchSummary = forwardRef<HTMLDivElement, SearchSummaryProps>(function SearchSummary(props, ref) {
  const { state, term, count, error, onRetry, messages, locale, className, ...rest } = props;
  return (
    <Inline space="3" alignY="center" ref={ref} {...rest} className={cx(styles.root, className)}>
      <p role="status" aria-live="polite" aria-atomic="true" className={state === 'error' ? styles.error : styles.message}>
        {searchSummaryText({ state, term, count, error, messages, locale })}
      </p>
      {state === 'error' && onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {messages?.retry ?? searchSummaryMessages.retry}
        </Button>
      ) : null}
    </Inline>
  );
});
