import { forwardRef, createElement, Fragment } from 'react';
import { formatLongDate, isoDateOnly } from '../../utils/date';
import { Badge } from '../Badge';
import { Link } from '../Link';
import { splitHighlights } from './highlights';
import type { SearchResultData } from './types';
import * as styles from './SearchResult.css';
import type { HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';
import { Inline } from '../Inline';

export interface SearchResultProps extends RootProps<'article', 'title'> {
  /** The result as the search service returns it. */
  result: SearchResultData;
  /** Where the title links; the app decides, e.g. from the result's type and slug. */
  href: string;
  /** The title's heading level, to fit the page's outline; 2 unless given. */
  headingLevel?: HeadingLevel;
  /** The locale dates are written in. @default "en-US" */
  locale?: string;
}

/**
 * Product §2, search: one result with a type badge, kicker, linked title, snippet
 * (matches highlighted with `<mark>`, everything else plain text) and the
 * published date in US long form, omitted when missing or invalid.
 */
export const SearchResult = forwardRef<HTMLElement, SearchResultProps>(function SearchResult({ result, href, headingLevel = 2, locale, className, ...rest }, ref) {
  const published = formatLongDate(result.published_at, locale);
  const snippet = result.snippet ? splitHighlights(result.snippet) : [];
  return (
    <Stack as="article" space="2" ref={ref} {...rest} className={cx(styles.root, className)}>
      <Inline space="3" alignY="center">
        <Badge>{result.type}</Badge>
        {result.kicker ? <span className={styles.kicker}>{result.kicker}</span> : null}
      </Inline>
      {createElement(
        `h${headingLevel}` as const,
        { className: styles.title },
        <Link href={href} className={styles.titleLink}>
          {result.title}
        </Link>,
      )}
      {snippet.length > 0 ? (
        <p className={styles.snippet}>
          {snippet.map((part, index) =>
            part.marked ? (
              <mark key={index} className={styles.mark}>
                {part.text}
              </mark>
            ) : (
              <Fragment key={index}>{part.text}</Fragment>
            ),
          )}
        </p>
      ) : null}
      {published ? (
        <p className={styles.date}>
          <time dateTime={isoDateOnly(result.published_at)}>{published}</time>
        </p>
      ) : null}
    </Stack>
  );
});
