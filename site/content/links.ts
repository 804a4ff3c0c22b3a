/**
 * Where cards lead. Product §2: an article has one address, /articles/{slug},
 * and every card, rail, related item and sample links there. The older
 * /{category}/{slug} addresses only redirect to it (site/content/addresses.ts),
 * so a link to them would cost the reader a round trip and split the page's
 * address in two.
 */
import type { ArticleCardProps } from '../../src';
import type { ArticleListItem } from '../../common/api';
import { ALIAS_PREFIXES } from './aliasPrefixes';
import { tagSearchHref } from '../navigation';

/** The categories with a page of their own at /{category} (their /{category}/{slug} addresses redirect; see addresses.ts). */
export const ALIAS_CATEGORIES: readonly string[] = ALIAS_PREFIXES;

export function canonicalArticlePath(slug: string): string {
  return `/articles/${encodeURIComponent(slug)}`;
}

/** An article's canonical path: its own canonical_url when that is a site path, otherwise /articles/{slug}. */
export function articleCanonicalPath(article: { slug: string; canonical_url?: string | null }): string {
  return article.canonical_url?.startsWith('/') ? article.canonical_url : canonicalArticlePath(article.slug);
}

/** Where a link to an article goes: its canonical address, whatever its category. */
export function articleHref(article: { slug: string; category_slug?: string | null }): string {
  return canonicalArticlePath(article.slug);
}

/** The page of a category, e.g. /civic-life; null when the category has no page of its own. */
export function categoryPath(categorySlug: string | null | undefined): string | null {
  const category = categorySlug?.trim();
  return category && ALIAS_CATEGORIES.includes(category) ? `/${category}` : null;
}

/** An API list item as an ArticleCard's content (variant and heading level are the page's choice). */
export type CardContent = Omit<ArticleCardProps, 'variant' | 'headingLevel' | 'level' | 'priority'>;

export function cardFromListItem(item: ArticleListItem): CardContent {
  return {
    kicker: item.kicker?.trim() || item.category,
    title: item.title,
    dek: item.dek,
    href: articleHref(item),
    tags: item.tags ?? [],
    tagHref: tagSearchHref,
    imageSrc: item.hero_media_url ?? undefined,
  };
}

/** A seed article as static sample content (home rails, features): its title, dek and first tags. */
export interface SampleArticle {
  slug: string;
  category_slug: string;
  kicker: string;
  title: string;
  dek: string;
  tags: string[];
}

export function sampleCard(sample: SampleArticle): CardContent {
  return { kicker: sample.kicker, title: sample.title, dek: sample.dek, href: articleHref(sample), tags: sample.tags, tagHref: tagSearchHref };
}
