import { forwardRef, useId, type ReactNode } from 'react';
import type { RootProps } from '../../utils/rootProps';
import { adminArticlesTableMessages, type AdminArticlesTableMessages } from './messages';
import { formatLongDate, isoDateOnly } from '../../utils/date';
import { visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../Button';
import { Chip } from '../Chip';
import { fillTemplate, type HrefTemplate } from '../../utils/hrefTemplate';
import * as styles from './AdminArticlesTable.css';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { DataTable, type DataTableColumn, type DataTableSort } from '../DataTable';

/** One published article as the admin list shows it (product §3, "Admin list item"). */
export interface AdminArticleRow {
  /** The article's id, used as the row key. */
  id: string;
  /** The article's title. */
  title: string;
  /** The public slug; without one the article has no public page to view. */
  slug: string | null;
  /** The category's display name. */
  categoryName?: string | null;
  /** The category's slug, shown when there is no name. */
  categorySlug?: string | null;
  /** When it was published, as an ISO date or date-time. */
  publishedAt?: string | null;
  /** Its tags, in order. */
  tagNames: string[];
  /** The hero image's full URL (the caller builds it from hero_media_path). */
  heroSrc?: string | null;
  /** The hero image's alt text; none means the thumbnail is decorative. */
  heroAlt?: string | null;
}

export interface AdminArticlesTableProps extends RootProps<'div'> {
  /** The rows of the current page. */
  rows: AdminArticleRow[];
  /** loading while the page is fetched, error when it failed, ready otherwise. */
  state: 'loading' | 'error' | 'ready';
  /** The failure's message, shown in the error box. */
  error?: string;
  /** Refetches the page; the error box offers it as Retry. */
  onRetry?: () => void;
  /** Where a row's View link goes (it opens in a new tab): a template such as `/articles/{slug}`, or a function of the slug in client code. */
  articleHref: HrefTemplate<string>;
  /** The table's caption (visually hidden; the page heading says the same); the messages' `caption` when absent. */
  caption?: string;
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<AdminArticlesTableMessages>;
  /** The locale the dates are written in. @default "en-US" */
  locale?: string;
  /** The sort in force (columns `title`, `category`, `published`), when the caller keeps it; null for the list's own order. */
  sort?: DataTableSort | null;
  /**
   * Called with the sort a press on Title, Category or Published asks for.
   * With it the caller orders the list (the site asks the server, since the
   * list is paged) and the table shows the rows as given; without it the
   * table sorts the rows it has.
   */
  onSortChange?: (sort: DataTableSort) => void;
}

/** A dash that screen readers hear as words rather than "em dash". */
function Missing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className={styles.muted}>
        —
      </span>
      <span className={visuallyHidden}>{label}</span>
    </>
  );
}

/**
 * The admin articles manager's read-only table (product §2, /admin/articles):
 * a configuration of DataTable with the columns Hero, Title, Category,
 * Published, Tags, Actions, sortable by title, category and date, and its
 * loading, empty and error states.
 *
 * Where it is narrower than its six columns need (52rem, e.g. a phone), each
 * row shows as a card of labelled fields (Hero, Title, Category, Published,
 * Tags) with its View link, so nothing scrolls sideways (WCAG 1.4.10); the
 * markup stays a table, so screen readers still hear each cell's column.
 * Wider, it is a table inside a focusable, labelled region that a keyboard can
 * scroll should the text be enlarged (WCAG 2.1.1).
 */
export const AdminArticlesTable = forwardRef<HTMLDivElement, AdminArticlesTableProps>(function AdminArticlesTable(
  { rows, state, error, onRetry, articleHref, caption, messages, locale, sort, onSortChange, className, ...rest },
  ref,
) {
  const id = useId();
  const words = { ...adminArticlesTableMessages, ...messages };
  const name = caption ?? words.caption;
  // Every state renders in the one root element, so the ref and the caller's props hold through loading and errors.
  const root = (content: ReactNode) => (
    <Stack ref={ref} space="3" {...rest} className={className}>
      {content}
    </Stack>
  );
  const loadingMessage = (
    <p role="status" className={styles.message}>
      {words.loading}
    </p>
  );

  if (state === 'loading' && rows.length === 0) return root(loadingMessage);

  if (state === 'error') {
    const headingId = `${id}-error`;
    return root(
      <Stack as="section" space="3" role="alert" aria-labelledby={headingId} className={styles.errorBox}>
        <h2 id={headingId} className={styles.errorHeading}>
          {words.errorHeading}
        </h2>
        {error ? <p className={styles.errorText}>{error}</p> : null}
        {onRetry ? (
          <div>
            <Button onClick={onRetry}>{words.retry}</Button>
          </div>
        ) : null}
      </Stack>,
    );
  }

  const columns: DataTableColumn<AdminArticleRow>[] = [
    {
      id: 'hero',
      header: words.hero,
      className: styles.heroColumn,
      cell: (row) =>
        row.heroSrc ? (
          <img src={row.heroSrc} alt={row.heroAlt ?? ''} width={64} height={40} loading="lazy" decoding="async" className={styles.thumbnail} />
        ) : (
          <Missing label={words.noImage} />
        ),
    },
    {
      id: 'title',
      header: words.title,
      // The title names the row, so each cell is read with it.
      rowHeader: true,
      cellClassName: styles.title,
      cell: (row) => row.title,
      sortValue: (row) => row.title,
    },
    {
      id: 'category',
      header: words.category,
      cell: (row) => row.categoryName || row.categorySlug || <Missing label={words.noCategory} />,
      sortValue: (row) => row.categoryName || row.categorySlug,
    },
    {
      id: 'published',
      header: words.published,
      nowrap: true,
      firstDirection: 'descending',
      cell: (row) => {
        const published = formatLongDate(row.publishedAt, locale);
        return published ? <time dateTime={isoDateOnly(row.publishedAt)}>{published}</time> : <Missing label={words.notPublished} />;
      },
      sortValue: (row) => (row.publishedAt ? new Date(row.publishedAt) : null),
    },
    {
      id: 'tags',
      header: words.tags,
      cell: (row) =>
        row.tagNames.length > 0 ? (
          <Inline as="ul" space="1" className={styles.tags}>
            {row.tagNames.map((tag) => (
              <li key={tag}>
                <Chip>{tag}</Chip>
              </li>
            ))}
          </Inline>
        ) : (
          <Missing label={words.noTags} />
        ),
    },
    {
      id: 'actions',
      header: words.actions,
      cardLabel: false,
      cell: (row) =>
        row.slug ? (
          <Button href={fillTemplate(articleHref, 'slug', row.slug)} external size="small" variant="secondary" messages={{ newTab: words.newTab }}>
            {words.view}
            <span className={visuallyHidden}> {row.title}</span>
          </Button>
        ) : (
          <Missing label={words.noPublicPage} />
        ),
    },
  ];

  const table = (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey="id"
      caption={name}
      captionHidden
      cardsBelow="52rem"
      sort={sort}
      onSortChange={onSortChange}
      manualSorting={onSortChange !== undefined}
      busy={state === 'loading'}
      empty={words.empty}
    />
  );
  // While the next page or sort loads, the rows stay under the loading message: the table keeps its
  // place in the tree, so it is not remounted and focus on a header button stays put.
  return root(
    <>
      {state === 'loading' ? loadingMessage : null}
      {table}
    </>,
  );
});
