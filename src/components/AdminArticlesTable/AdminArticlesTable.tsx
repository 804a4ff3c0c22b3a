import { useId } from 'react';
import { formatUsDate, isoDateOnly } from '../../utils/date';
import { visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../Button';
import { Chip } from '../Chip';
import { LinkButton } from '../LinkButton';
import { fillTemplate, type HrefTemplate } from '../../utils/hrefTemplate';
import * as styles from './AdminArticlesTable.css';

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

export interface AdminArticlesTableProps {
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
  /** The table's caption (visually hidden; the page heading says the same). */
  caption?: string;
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
export function AdminArticlesTable({ rows, state, error, onRetry, articleHref, caption = 'Published articles' }: AdminArticlesTableProps) {
  const id = useId();

  if (state === 'loading') {
    return (
      <p role="status" className={styles.message}>
        Loading articles...
      </p>
    );
  }

  if (state === 'error') {
    const headingId = `${id}-error`;
    return (
      <section role="alert" aria-labelledby={headingId} className={styles.errorBox}>
        <h2 id={headingId} className={styles.errorHeading}>
          Error loading articles
        </h2>
        {error ? <p className={styles.errorText}>{error}</p> : null}
        {onRetry ? (
          <div>
            <Button onClick={onRetry}>Retry</Button>
          </div>
        ) : null}
      </section>
    );
  }

  if (rows.length === 0) {
    return <p className={styles.message}>No articles found matching your filters.</p>;
  }

  return (
    // A scrollable region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={caption} tabIndex={0} className={styles.scroller}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.heroColumn}>
              Hero
            </th>
            <th scope="col">Title</th>
            <th scope="col">Category</th>
            <th scope="col">Published</th>
            <th scope="col">Tags</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const category = row.categoryName || row.categorySlug;
            const published = formatUsDate(row.publishedAt);
            return (
              <tr key={row.id}>
                <td data-label="Hero">
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
                    <Missing label="No image" />
                  )}
                </td>
                {/* The title names the row, so each cell is read with it. */}
                <th scope="row" data-label="Title" className={styles.title}>
                  {row.title}
                </th>
                <td data-label="Category">{category ? category : <Missing label="No category" />}</td>
                <td data-label="Published" className={styles.nowrap}>
                  {published ? <time dateTime={isoDateOnly(row.publishedAt)}>{published}</time> : <Missing label="Not published" />}
                </td>
                <td data-label="Tags">
                  {row.tagNames.length > 0 ? (
                    <ul className={styles.tags}>
                      {row.tagNames.map((tag) => (
                        <li key={tag}>
                          <Chip>{tag}</Chip>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Missing label="No tags" />
                  )}
                </td>
                <td>
                  {row.slug ? (
                    <LinkButton href={fillTemplate(articleHref, 'slug', row.slug)} external size="small" variant="secondary">
                      View<span className={visuallyHidden}> {row.title}</span>
                    </LinkButton>
                  ) : (
                    <Missing label="No public page" />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
