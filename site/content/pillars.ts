/**
 * The five pillars of product §2: their intros and the filters of their
 * pages. Their slugs, names and topics come from common/taxonomy.ts, which the
 * server's archive rules read too. A filter's value is the article's `topic`
 * (server/content README); the API filters by it exactly
 * (`/api/articles?topic=`), so a topic's articles page like the whole pillar's.
 */
import { PILLARS as TAXONOMY, type PillarSlug } from '../../common/taxonomy';

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

/** What each pillar page says about itself; everything else is the shared taxonomy's. */
const WORDS: Record<PillarSlug, { intro: string; description: string }> = {
  foundations: {
    intro:
      'The documents and ideas the United States was built on: the Declaration of Independence, the Articles of Confederation, the Constitution and its amendments, and the principles, such as federalism and the separation of powers, that hold them together.',
    description: 'The founding documents, constitutional amendments and core ideas of American government, explained with primary sources.',
  },
  'civic-life': {
    intro:
      'How American government works from day to day: how a bill becomes a law, how elections, parties and the census run, and the rights and duties that citizens share, from voting to jury service.',
    description: 'How laws are made, how elections and the census work, and the rights and duties of American citizens.',
  },
  people: {
    intro:
      'The Americans who shaped the nation, from the founding generation through the civil rights movement to the modern era, told through what they did and the records they left.',
    description: 'Profiles of Americans who shaped the nation, from the founding era to the civil rights movement and the modern era.',
  },
  landmarks: {
    intro:
      'Monuments, historic sites and battlefields where American history happened: what took place there, how they came to be preserved, and what they mean to visitors today.',
    description: 'American monuments, historic sites and battlefields: what happened there and how to visit them today.',
  },
  media: {
    intro:
      'The speeches, documents and broadcasts that shaped American public life, with the context of when and why they were made and links to archive copies you can read, hear or watch yourself.',
    description: 'Famous American speeches, documents and broadcasts in context, with links to the originals.',
  },
};

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
