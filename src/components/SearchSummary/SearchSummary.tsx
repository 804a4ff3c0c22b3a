import { Button } from '../Button';
import * as styles from './SearchSummary.css';

/** Where a search stands: nothing typed, waiting, results, none, or failed. */
export type SearchSummaryState = 'idle' | 'searching' | 'results' | 'empty' | 'error';

export interface SearchSummaryProps {
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
}

const countFormat = new Intl.NumberFormat('en-US');

/**
 * Product §2, search: the messages above the results, in the product's words. "Found N
 * results" says "Found 1 result" for exactly one, as readers expect; every
 * other count keeps the product's plural form.
 */
export function searchSummaryText({ state, term = '', count = 0, error }: SearchSummaryProps): string {
  switch (state) {
    case 'idle':
      return 'Enter a search term to find articles';
    case 'searching':
      return 'Searching...';
    case 'results':
      return count === 1 ? 'Found 1 result' : `Found ${countFormat.format(count)} results`;
    case 'empty':
      return `No results found for "${term}"`;
    case 'error':
      return `Error: ${error || 'Unknown error'}`;
  }
}

/**
 * One status line that is always in the page (a polite live region), so a
 * screen reader hears each change: "Searching...", then the count or the
 * error. Retry sits outside the live region, so it is not read out with it.
 */
export function SearchSummary(props: SearchSummaryProps) {
  const { state, onRetry } = props;
  return (
    <div className={styles.root}>
      <p role="status" aria-live="polite" aria-atomic="true" className={state === 'error' ? styles.error : styles.message}>
        {searchSummaryText(props)}
      </p>
      {state === 'error' && onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
