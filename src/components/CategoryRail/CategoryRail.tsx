import { categoryRailMessages, type CategoryRailMessages } from './messages';
import { formatMessage } from '../../messages/format';
import { forwardRef, useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { ArticleCard, type ArticleCardProps } from '../ArticleCard';
import { CardGrid } from '../CardGrid';
import { Button } from '../Button';
import * as styles from './CategoryRail.css';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';

/** One card in a rail: an ArticleCard's content; the rail decides its variant and heading level. */
export type CategoryRailArticle = Omit<ArticleCardProps, 'variant' | 'headingLevel' | 'level' | 'priority'>;

export interface CategoryRailProps extends RootProps<'section', 'title'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<CategoryRailMessages>;
  /** The category's name, shown as the rail's heading, e.g. "Foundations". */
  category: string;
  /** The category's page, where "View all" goes, e.g. /foundations. */
  href: string;
  /** The rail's articles, shown as rail cards. */
  articles: ReadonlyArray<CategoryRailArticle>;
  /** Shown instead of the cards when there are no articles. */
  emptyText?: ReactNode;
  /** Up to three cards share the row evenly from the tablet breakpoint, so no column is left empty (CardGrid's fitRow). */
  fitRow?: boolean;
  /** The rail's id, for a link to it or a page that names it (e.g. as where its first screen ends). */
  id?: string;
}

/** A category's heading, a row of its articles and a "View all" link to the category page. */
export const CategoryRail = forwardRef<HTMLElement, CategoryRailProps>(function CategoryRail({ category, href, articles, emptyText, fitRow = false, id, messages, className, ...rest }, ref) {
  const words = { ...categoryRailMessages, ...messages };
  const headingId = useId();
  return (
    <Stack as="section" space="4" ref={ref} id={id} {...rest} className={className} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {category}
        </h2>
        <Button href={href} variant="secondary" size="small">
          {words.viewAll}
          <span className={visuallyHidden}> {formatMessage(words.viewAllLabel, { category })}</span>
        </Button>
      </div>
      {articles.length > 0 ? (
        <CardGrid aria-labelledby={headingId} fitRow={fitRow}>
          {articles.map((article) => (
            <ArticleCard key={article.href} {...article} variant="rail" headingLevel={3} />
          ))}
        </CardGrid>
      ) : (
        <p className={styles.empty}>{emptyText ?? words.empty}</p>
      )}
    </Stack>
  );
});
