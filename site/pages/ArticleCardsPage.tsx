/**
 * One page of an article list (a pillar's, the archive's): a hidden heading
 * naming the list, the count, the cards and the pager. A page past the last
 * (an old link, a hand-typed address) says so and offers the first page.
 */
import { useId } from 'react';
import { ArticleCard, Button, CardGrid, EmptyState, Pagination, pageCount, Stack, visuallyHidden } from '../../src';
import type { ArticleListItem } from '../../common/api';
import { cardFromListItem } from '../content/links';
import * as styles from './ArticleCardsPage.css';

export interface ArticleCardsPageProps {
  /** The list's name, read by screen readers: "Articles", "Foundations articles". */
  name: string;
  /** What the list holds, before its count: "Documents: " or "". */
  description: string;
  articles: readonly ArticleListItem[];
  page: number;
  perPage: number;
  total: number;
  hrefForPage: (page: number) => string;
}

export function ArticleCardsPage({ name, description, articles, page, perPage, total, hrefForPage }: ArticleCardsPageProps) {
  const headingId = useId();
  const pages = pageCount(total, perPage);
  if (articles.length === 0) {
    return (
      <EmptyState message={`There is no page ${page}: these articles fill ${pages} ${pages === 1 ? 'page' : 'pages'}.`}>
        <Button href={hrefForPage(1)} variant="secondary" size="small">
          Go to page 1
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack as="section" space="4" aria-labelledby={headingId}>
      <h2 id={headingId} className={visuallyHidden}>
        {name}
      </h2>
      <p role="status" className={styles.count}>
        {description}
        {total} {total === 1 ? 'article' : 'articles'}
        {pages > 1 ? `, page ${page} of ${pages}` : ''}
      </p>
      <CardGrid aria-labelledby={headingId}>
        {articles.map((item) => (
          <ArticleCard key={item.slug} {...cardFromListItem(item)} variant="secondary" headingLevel={3} />
        ))}
      </CardGrid>
      {pages > 1 ? <Pagination page={page} perPage={perPage} total={total} shown={articles.length} hrefForPage={hrefForPage} /> : null}
    </Stack>
  );
}
