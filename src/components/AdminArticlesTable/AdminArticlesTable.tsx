import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
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
 * Hero, Title, Category, Published, Tags, Actions, with its loading, empty and
 * error states.
 *
 * Where it is narrower than its six columns need (52rem, e.g. a phone), each
 * row shows as a card of labelled fields (Hero, Title, Category, Published,
 * Tags) with its View link, so nothing scrolls sideways (WCAG 1.4.10); the
 * markup stays a table, so screen readers still hear each cell's column.
 * Wider, it is a table inside a focusable, labelled region that a keyboard can
 * scroll should the text be enlarged (WCAG 2.1.1).
 */
export const AdminArticlesTable = forwardRef<HTMLDivElement, AdminArticlesTableProps>(function AdminArticlesTable(
  { rows, state, error, onRetry, articleHref, caption, messages, locale, className, ...rest },
  ref,
) {
  const id = useId();
  const words = { ...adminArticlesTableMessages, ...messages };
  const name = caption ?? words.caption;
  // Every state renders in the one root element, so the ref and the caller's props hold through loading and errors.
  const root = (content: ReactNode, own: HTMLAttributes<HTMLDivElement> = {}) => (
    <div ref={ref} {...own} {...rest} className={cx(own.className, className)}>
      {content}
    </div>
  );

  if (state === 'loading') {
    return root(
      <p role="status" className={styles.message}>
        {words.loading}
      </p>,
    );
  }

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

  if (rows.length === 0) {
    return root(<p className={styles.message}>{words.empty}</p>);
  }

  // A scrollable region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
  return root(
    <table className={styles.table}>
        <caption className={visuallyHidden}>{name}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.heroColumn}>
              {words.hero}
            </th>
            <th scope="col">{words.title}</th>
            <th scope="col">{words.category}</th>
            <th scope="col">{words.published}</th>
            <th scope="col">{words.tags}</th>
            <th scope="col">{words.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const category = row.categoryName || row.categorySlug;
            const published = formatLongDate(row.publishedAt, locale);
            return (
              <tr key={row.id}>
                <td data-label={words.hero}>
                  {row.heroSrc ? (
                    <img
                      src={row.heroSrc}
                      alt={row.heroAlt ?? ''}
                      width={64}
                      height={40}
                      loading="lazy"
                      decoding="async"
                      className={styles.thumbnail}
                    />
                  ) : (
                    <Missing label={words.noImage} />
                  )}
                </td>
                {/* The title names the row, so each cell is read with it. */}
                <th scope="row" data-label={words.title} className={styles.title}>
                  {row.title}
                </th>
                <td data-label={words.category}>{category ? category : <Missing label={words.noCategory} />}</td>
                <td data-label={words.published} className={styles.nowrap}>
                  {published ? <time dateTime={isoDateOnly(row.publishedAt)}>{published}</time> : <Missing label={words.notPublished} />}
                </td>
                <td data-label={words.tags}>
                  {row.tagNames.length > 0 ? (
                    <Inline as="ul" space="1" className={styles.tags}>
                      {row.tagNames.map((tag) => (
                        <li key={tag}>
                          <Chip>{tag}</Chip>
                        </li>
                      ))}
                    </Inline>
                  ) : (
                    <Missing label={words.noTags} />
                  )}
                </td>
                <td>
                  {row.slug ? (
                    <Button href={fillTemplate(articleHref, 'slug', row.slug)} external size="small" variant="secondary" messages={{ newTab: words.newTab }}>
                      {words.view}<span className={visuallyHidden}> {row.title}</span>
                    </Button>
                  ) : (
                    <Missing label={words.noPublicPage} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>,
    { role: 'region', 'aria-label': name, tabIndex: 0, className: styles.scroller },
  );
});
