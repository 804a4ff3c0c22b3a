/**
 * An article's "Related articles": other articles that share its tags or its
 * category (spec section 2). Most shared tags first; among equals, the same
 * category first; then the list's own order (newest first). The article
 * itself never appears, and nothing unrelated is added to fill the row.
 */
import type { ArticleListItem } from '../data/types';

export const RELATED_COUNT = 3;

type Relatable = Pick<ArticleListItem, 'slug' | 'category_slug' | 'tags'>;

function tagKeys(tags: readonly string[] | null | undefined): Set<string> {
  return new Set((tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean));
}

export function relatedArticles<T extends Relatable>(article: Relatable, candidates: readonly T[], count = RELATED_COUNT): T[] {
  const own = tagKeys(article.tags);
  const scored = candidates
    .map((candidate, index) => {
      const shared = [...tagKeys(candidate.tags)].filter((tag) => own.has(tag)).length;
      const sameCategory = Boolean(article.category_slug) && candidate.category_slug === article.category_slug;
      return { candidate, index, shared, sameCategory };
    })
    .filter(({ candidate, shared, sameCategory }) => candidate.slug !== article.slug && (shared > 0 || sameCategory));
  scored.sort((a, b) => b.shared - a.shared || Number(b.sameCategory) - Number(a.sameCategory) || a.index - b.index);
  return scored.slice(0, count).map(({ candidate }) => candidate);
}
