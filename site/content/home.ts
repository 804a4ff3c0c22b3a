/**
 * Product §4, home content selection, as a pure function of the API's
 * newest articles:
 * - no articles: the five standard rails, all static samples;
 * - otherwise the first article is featured; the next two (if at least 2
 *   exist) are secondary; the rest (if at least 3 exist) are grouped into
 *   rails by kicker, falling back to category;
 * - the rails of the five standard categories come first, in the product's
 *   order, each linking to its category page; any of them with no items falls
 *   back to static samples;
 * - any other group (e.g. Features) follows as a rail of its own, so no
 *   article the API sent is dropped.
 */
import { HOME_SECONDARY_COUNT } from '../data/constants';
import type { ArticleListItem } from '../data/types';
import { cardFromListItem, categoryPath, type CardContent } from './links';
import { PILLARS } from './pillars';
import { sampleCards } from './staticSamples';

export interface HomeRail {
  /** The rail's heading: a pillar's name, or the group's kicker. */
  name: string;
  /** Where "View all" goes. */
  href: string;
  cards: CardContent[];
  /** Whether the cards came from the API or are the static samples. */
  source: 'articles' | 'samples';
}

export interface HomeContent {
  featured: CardContent | null;
  secondary: CardContent[];
  rails: HomeRail[];
}

/** The rail an article belongs to: its kicker, or its category when it has none. */
export function railName(article: Pick<ArticleListItem, 'kicker' | 'category' | 'category_slug'>): string {
  return article.kicker?.trim() || article.category?.trim() || article.category_slug?.trim() || 'More articles';
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function selectHomeContent(articles: readonly ArticleListItem[]): HomeContent {
  if (articles.length === 0) {
    return {
      featured: null,
      secondary: [],
      rails: PILLARS.map((pillar) => ({ name: pillar.name, href: `/${pillar.slug}`, cards: sampleCards(pillar.slug), source: 'samples' })),
    };
  }

  const featured = cardFromListItem(articles[0]);
  const secondary = articles.length >= 2 ? articles.slice(1, 1 + HOME_SECONDARY_COUNT).map(cardFromListItem) : [];
  const rest = articles.length >= 3 ? articles.slice(1 + HOME_SECONDARY_COUNT) : [];

  // Groups in order of first appearance (the list is newest first).
  const groups = new Map<string, ArticleListItem[]>();
  for (const article of rest) {
    const name = railName(article);
    const key = name.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), article]);
  }

  const rails: HomeRail[] = PILLARS.map((pillar) => {
    const key = [...groups.keys()].find((name) => sameName(name, pillar.name) || sameName(name, pillar.slug));
    const items = key ? groups.get(key) : undefined;
    if (key) groups.delete(key);
    return items?.length
      ? { name: pillar.name, href: `/${pillar.slug}`, cards: items.map(cardFromListItem), source: 'articles' }
      : { name: pillar.name, href: `/${pillar.slug}`, cards: sampleCards(pillar.slug), source: 'samples' };
  });

  for (const items of groups.values()) {
    const name = railName(items[0]);
    const href = categoryPath(items[0].category_slug) ?? `/search?q=${encodeURIComponent(name)}`;
    rails.push({ name, href, cards: items.map(cardFromListItem), source: 'articles' });
  }

  return { featured, secondary, rails };
}
