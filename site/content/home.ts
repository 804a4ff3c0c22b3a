/**
 * Product §4, home content selection, as a pure function of the API's
 * newest articles:
 * - no articles: the five standard rails, all static samples;
 * - otherwise the first article is featured; the next two (if at least 2
 *   exist) are secondary; the rest (if at least 3 exist) are grouped into
 *   rails by kicker, falling back to category;
 * - the rails of the five standard categories come first, in the product's
 *   order, each linking to its category page; any other group (e.g. Features)
 *   follows as a rail of its own;
 * - every rail holds exactly HOME_RAIL_SIZE cards: its newest articles, topped
 *   up with its category's static samples (features for Features), so a row
 *   is never left with an empty column; a group that still has fewer than two
 *   cards gets no rail (a lone card would sit by itself in its row);
 * - From the Archive shows three older pieces: its three fixed features first,
 *   then the other features, then the pillars' samples;
 * - no article appears twice on the page: featured, secondary, rails and
 *   From the Archive each skip what an earlier one already shows (the same
 *   slug, whatever its address, or the same title).
 */
import { HOME_SECONDARY_COUNT } from '../data/constants';
import type { ArticleListItem } from '../../common/api';
import { ARCHIVE_ITEMS, EXPLAINER_SAMPLE_CARD, FEATURE_CARDS, MORE_FEATURES, NEXT_IN_FEATURES } from './features';
import { cardFromListItem, categoryPath, type CardContent } from './links';
// The pillars' names and slugs only: their intros (content/pillars.ts) are the pillar pages' text, not the home page's.
import { PILLAR_LINKS as PILLARS } from '../navigation';
import { sampleCards } from './staticSamples';

/** One row of three on desktops and tablets (CardGrid fitRow), stacked on phones. */
export const HOME_RAIL_SIZE = 3;
/** Product §2, Home: From the Archive has three items. */
export const HOME_ARCHIVE_SIZE = 3;
/** A rail with fewer cards than this is not shown: one card alone in its row. */
const HOME_RAIL_MIN = 2;

export interface HomeRail {
  /** The rail's heading: a pillar's name, or the group's kicker. */
  name: string;
  /** Where "View all" goes. */
  href: string;
  cards: CardContent[];
  /** Whether any card came from the API, or all are static samples. */
  source: 'articles' | 'samples';
}

export interface HomeContent {
  featured: CardContent | null;
  secondary: CardContent[];
  rails: HomeRail[];
  /** From the Archive: older pieces not shown anywhere else on the page. */
  archive: CardContent[];
}

/** The rail an article belongs to: its kicker, or its category when it has none. */
export function railName(article: Pick<ArticleListItem, 'kicker' | 'category' | 'category_slug'>): string {
  return article.kicker?.trim() || article.category?.trim() || article.category_slug?.trim() || 'More articles';
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Which article a card shows: the last step of its address. The same article
 * may be linked at /articles/{slug} or at an alias /{category}/{slug}, so
 * comparing whole hrefs would miss a repeat.
 */
export function cardKey(card: Pick<CardContent, 'href'>): string {
  const path = card.href.split(/[?#]/)[0].replace(/\/+$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last).toLowerCase();
  } catch {
    return last.toLowerCase();
  }
}

/**
 * The features the home page may add: the fixed lists of
 * site/content/features.ts, without the explainer sample, a sample page on the
 * same subject (and with the same illustration) as the Bill of Rights article.
 */
function featurePool(): CardContent[] {
  return [...ARCHIVE_ITEMS, ...FEATURE_CARDS, ...MORE_FEATURES, ...NEXT_IN_FEATURES].filter((card) => card !== EXPLAINER_SAMPLE_CARD);
}

/** What makes two cards the same to a reader: the article they lead to, or the title they show. */
function cardKeys(card: CardContent): string[] {
  return [cardKey(card), `title:${card.title.trim().toLowerCase()}`];
}

/** The static cards a rail of this category may be topped up with. */
function fallbackCards(categorySlug: string | null | undefined): CardContent[] {
  const slug = categorySlug?.trim();
  if (slug === 'features') return featurePool();
  const pillar = PILLARS.find((candidate) => candidate.slug === slug);
  return pillar ? sampleCards(pillar.slug) : [];
}

/** Takes up to `count` cards from `candidates`, in order, that the page does not show yet, and marks them shown. */
function take(candidates: readonly CardContent[], count: number, shown: Set<string>): CardContent[] {
  const picked: CardContent[] = [];
  for (const card of candidates) {
    if (picked.length >= count) break;
    const keys = cardKeys(card);
    if (keys.some((key) => shown.has(key))) continue;
    for (const key of keys) shown.add(key);
    picked.push(card);
  }
  return picked;
}

/** A rail: its newest articles first, then static cards of its category, HOME_RAIL_SIZE in all. */
function fillRail(name: string, href: string, articles: readonly CardContent[], fallback: readonly CardContent[], shown: Set<string>): HomeRail {
  const fromApi = take(articles, HOME_RAIL_SIZE, shown);
  const samples = take(fallback, HOME_RAIL_SIZE - fromApi.length, shown);
  return { name, href, cards: [...fromApi, ...samples], source: fromApi.length > 0 ? 'articles' : 'samples' };
}

/**
 * From the Archive for a page that already shows `shown` (cardKey's keys,
 * or `title:` and a lower-case title): the three fixed features first, then the other features, then
 * the pillars' samples, skipping any already on the page.
 */
export function selectArchive(shown: ReadonlySet<string> = new Set()): CardContent[] {
  const pool = [...featurePool(), ...PILLARS.flatMap((pillar) => sampleCards(pillar.slug))];
  return take(pool, HOME_ARCHIVE_SIZE, new Set(shown));
}

export function selectHomeContent(articles: readonly ArticleListItem[]): HomeContent {
  const shown = new Set<string>();
  const featured = articles.length > 0 ? take([cardFromListItem(articles[0])], 1, shown)[0] : null;
  const secondary = articles.length >= 2 ? take(articles.slice(1, 1 + HOME_SECONDARY_COUNT).map(cardFromListItem), HOME_SECONDARY_COUNT, shown) : [];
  const rest = articles.length >= 3 ? articles.slice(1 + HOME_SECONDARY_COUNT) : [];

  // Groups in order of first appearance (the list is newest first).
  const groups = new Map<string, ArticleListItem[]>();
  for (const article of rest) {
    const key = railName(article).toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), article]);
  }

  const rails: HomeRail[] = PILLARS.map((pillar) => {
    const key = [...groups.keys()].find((name) => sameName(name, pillar.name) || sameName(name, pillar.slug));
    const items = key ? (groups.get(key) ?? []) : [];
    if (key) groups.delete(key);
    return fillRail(pillar.name, `/${pillar.slug}`, items.map(cardFromListItem), sampleCards(pillar.slug), shown);
  });

  for (const items of groups.values()) {
    const name = railName(items[0]);
    const href = categoryPath(items[0].category_slug) ?? `/search?q=${encodeURIComponent(name)}`;
    const attempt = new Set(shown);
    const rail = fillRail(name, href, items.map(cardFromListItem), fallbackCards(items[0].category_slug), attempt);
    if (rail.cards.length < HOME_RAIL_MIN) continue;
    for (const key of attempt) shown.add(key);
    rails.push(rail);
  }

  return { featured, secondary, rails, archive: selectArchive(shown) };
}
