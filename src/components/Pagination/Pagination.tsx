'use client';

import { forwardRef } from 'react';
import { Button } from '../Button';
import { fillTemplate, type HrefTemplate } from '../../utils/hrefTemplate';
import * as styles from './Pagination.css';
import { Inline } from '../Inline';
import { pageCount } from './pageCount';
import { useLocale, useMessages } from '../../messages/MessagesContext';
import { formatMessage } from '../../messages/format';
import { paginationMessages, type PaginationMessages } from './messages';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface PaginationProps extends RootProps<'nav'> {
  /** The current page, counted from 1. */
  page: number;
  /** Rows a page holds (the admin list uses 20). */
  perPage: number;
  /** Rows across all pages, from the list response's meta.total. */
  total: number;
  /** Rows shown on this page. */
  shown: number;
  /** Called with the page to go to when Previous or Next is pressed (buttons). */
  onPageChange?: (page: number) => void;
  /**
   * The address of a page: a template such as `/archive?page={page}`, or a
   * function of the page in client code. When given, Previous and Next are
   * links to it rather than buttons, so paging works without JavaScript and
   * each page has its own address; the ends then have no link at all.
   */
  hrefForPage?: HrefTemplate<number>;
  /** What the rows are, in the plural, for the summary line; the messages' `noun` ("articles") when absent. */
  noun?: string;
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<PaginationMessages>;
}

/**
 * "Showing X of Y articles (Page P of N)" with Previous and Next.
 *
 * The ends use aria-disabled rather than the disabled attribute: pressing Next
 * onto the last page would otherwise pull keyboard focus out from under the
 * reader (a disabled button cannot hold focus). The summary is a polite live
 * region, so the new page is announced.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination({ page, perPage, total, shown, onPageChange, hrefForPage, noun, messages, className, ...rest }, ref) {
  const words = useMessages('pagination', paginationMessages, messages);
  const locale = useLocale();
  const pages = pageCount(total, perPage);
  const summary = formatMessage(words.summary, { shown, total, noun: noun ?? words.noun, page, pages }, locale);
  const atFirst = page <= 1;
  const atLast = page >= pages;
  if (hrefForPage) {
    // A link leads to a new address, and the page there says what it shows, so
    // the summary is plain text here rather than a second live region.
    return (
      <nav ref={ref} aria-label={words.label} {...rest} className={cx(styles.bar, className)}>
        <p className={styles.summary}>
          {summary}
        </p>
        <Inline wrap={false} space="2">
          {atFirst ? null : (
            <Button href={fillTemplate(hrefForPage, 'page', Math.min(page - 1, pages))} variant="secondary" size="small">
              {words.previous}
            </Button>
          )}
          {atLast ? null : (
            <Button href={fillTemplate(hrefForPage, 'page', page + 1)} variant="secondary" size="small">
              {words.next}
            </Button>
          )}
        </Inline>
      </nav>
    );
  }
  return (
    <nav ref={ref} aria-label={words.label} {...rest} className={cx(styles.bar, className)}>
      <p role="status" className={styles.summary}>
        {summary}
      </p>
      <Inline wrap={false} space="2">
        <Button
          variant="secondary"
          size="small"
          aria-disabled={atFirst || undefined}
          onClick={() => {
            if (!atFirst) onPageChange?.(page - 1);
          }}
        >
          {words.previous}
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-disabled={atLast || undefined}
          onClick={() => {
            if (!atLast) onPageChange?.(page + 1);
          }}
        >
          {words.next}
        </Button>
      </Inline>
    </nav>
  );
});
