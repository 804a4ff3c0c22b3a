/**
 * The five pillars of product §2: their intros and the filters of their
 * pages. Their slugs, names and topics come from common/taxonomy.ts, which the
 * server's archive rules read too. A filter's value is the article's `topic`
 * (server/content README); the API filters by it exactly
 * (`/api/articles?topic=`), so a topic's articles page like the whole pillar's.
 */
import { PILLARS as TAXONOMY, type PillarSlug } from '../../common/taxonomy';
import pillarWords from './pillars.json';

export type { PillarSlug };

/** One filter button; `all` shows every article. */
export interface TopicFilter {
  value: string;
  label: string;
}

export interface Pillar {
  slug: PillarSlug;
  /** The display name, which is also the kicker of its articles. */
  name: string;
  /** The paragraph under the page's title. */
  intro: string;
  /** The one-sentence description for search engines and link previews. */
  description: string;
  /** All first, then the pillar's topics in the product's order. */
  filters: readonly TopicFilter[];
}

export const ALL_TOPICS = 'all';

/** What each pillar page says about itself (pillars.json, which editors change like articles); everything else is the shared taxonomy's. */
const WORDS: Record<PillarSlug, { intro: string; description: string }> = pillarWords;

/** In the order of the header navigation and the home page's rails. */
export const PILLARS: readonly Pillar[] = TAXONOMY.map((pillar) => ({
  slug: pillar.slug,
  name: pillar.name,
  ...WORDS[pillar.slug],
  filters: [{ value: ALL_TOPICS, label: 'All' }, ...pillar.topics],
}));

export function pillarBySlug(slug: PillarSlug): Pillar {
  const pillar = PILLARS.find((candidate) => candidate.slug === slug);
  if (!pillar) throw new Error(`Unknown pillar: ${slug}`);
  return pillar;
}

/** The filter a ?topic= value selects: one of the pillar's topics, otherwise All (an unknown value never hides everything). */
export function topicFromParam(pillar: Pillar, value: string | null | undefined): string {
  const topic = value?.trim().toLowerCase();
  return topic && pillar.filters.some((filter) => filter.value === topic) ? topic : ALL_TOPICS;
}
