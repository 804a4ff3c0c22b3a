import { Button } from '../Button';
import * as styles from './Pagination.css';

/** How many pages `total` rows make at `perPage` a page; never fewer than one, so an empty list is "Page 1 of 1". */
export function pageCount(total: number, perPage: number): number {
  if (!(perPage > 0) || !(total > 0)) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}

export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  /** Rows a page holds (the admin list uses 20). */
  perPage: number;
  /** Rows across all pages, from the list response's meta.total. */
  total: number;
  /** Rows shown on this page. */
  shown: number;
  /** Called with the page to go to when Previous or Next is pressed. */
  onPageChange: (page: number) => void;
  /** What the rows are, in the plural, for the summary line. */
  noun?: string;
}

/**
 * "Showing X of Y articles (Page P of N)" with Previous and Next.
 *
 * The ends use aria-disabled rather than the disabled attribute: pressing Next
 * onto the last page would otherwise pull keyboard focus out from under the
 * reader (a disabled button cannot hold focus). The summary is a polite live
 * region, so the new page is announced.
 */
export function Pagination({ page, perPage, total, shown, onPageChange, noun = 'articles' }: PaginationProps) {
  const pages = pageCount(total, perPage);
  const atFirst = page <= 1;
  const atLast = page >= pages;
  return (
    <nav aria-label="Pagination" className={styles.bar}>
      <p role="status" className={styles.summary}>
        Showing {shown} of {total} {noun} (Page {page} of {pages})
      </p>
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          size="small"
          aria-disabled={atFirst || undefined}
          onClick={() => {
            if (!atFirst) onPageChange(page - 1);
          }}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-disabled={atLast || undefined}
          onClick={() => {
            if (!atLast) onPageChange(page + 1);
          }}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
