/**
 * What follows an article (docs/product.md §2, Article): related articles and
 * the editorial standards box, neither of them on a printed handout.
 */
import { useId } from 'react';
import { ArticleCard, CardGrid, EditorialStandards } from '../../../src';
import { cardFromListItem } from '../../content/links';
import type { ArticleListItem } from '../../../common/api';
import { editorialPolicyLinks } from '../../navigation';
import * as sections from '../../styles/sections.css';

function RelatedArticles({ articles }: { articles: ArticleListItem[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={sections.section}>
      <h2 id={headingId} className={sections.sectionHeading}>
        Related articles
      </h2>
      <CardGrid aria-labelledby={headingId}>
        {articles.map((item) => (
          <ArticleCard key={item.slug} {...cardFromListItem(item)} variant="secondary" headingLevel={3} />
        ))}
      </CardGrid>
    </section>
  );
}

export function ArticleFooter({ related }: { related: ArticleListItem[] }) {
  return (
    <>
      <RelatedArticles articles={related} />
      <EditorialStandards links={editorialPolicyLinks} />
    </>
  );
}
