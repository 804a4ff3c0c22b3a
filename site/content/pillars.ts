/**
 * The five pillars of product §2: their names, intros and the filters of
 * their pages. A filter's value is the article's `topic` (server/content
 * README); the API filters by it exactly (`/api/articles?topic=`), so a
 * topic's articles page like the whole pillar's.
 */

export type PillarSlug = 'foundations' | 'civic-life' | 'people' | 'landmarks' | 'media';

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

function filters(...topics: Array<[string, string]>): TopicFilter[] {
  return [{ value: ALL_TOPICS, label: 'All' }, ...topics.map(([value, label]) => ({ value, label }))];
}

/** In the order of the header navigation and the home page's rails. */
export const PILLARS: readonly Pillar[] = [
  {
    slug: 'foundations',
    name: 'Foundations',
    intro:
      'The documents and ideas the United States was built on: the Declaration of Independence, the Articles of Confederation, the Constitution and its amendments, and the principles, such as federalism and the separation of powers, that hold them together.',
    description: 'The founding documents, constitutional amendments and core ideas of American government, explained with primary sources.',
    filters: filters(['documents', 'Documents'], ['concepts', 'Concepts'], ['amendments', 'Amendments']),
  },
  {
    slug: 'civic-life',
    name: 'Civic Life',
    intro:
      'How American government works from day to day: how a bill becomes a law, how elections, parties and the census run, and the rights and duties that citizens share, from voting to jury service.',
    description: 'How laws are made, how elections and the census work, and the rights and duties of American citizens.',
    filters: filters(['elections', 'Elections'], ['legislation', 'Legislation'], ['rights', 'Rights']),
  },
  {
    slug: 'people',
    name: 'People',
    intro:
      'The Americans who shaped the nation, from the founding generation through the civil rights movement to the modern era, told through what they did and the records they left.',
    description: 'Profiles of Americans who shaped the nation, from the founding era to the civil rights movement and the modern era.',
    filters: filters(['founding-era', 'Founding Era'], ['civil-rights', 'Civil Rights'], ['modern-era', 'Modern Era']),
  },
  {
    slug: 'landmarks',
    name: 'Landmarks',
    intro:
      'Monuments, historic sites and battlefields where American history happened: what took place there, how they came to be preserved, and what they mean to visitors today.',
    description: 'American monuments, historic sites and battlefields: what happened there and how to visit them today.',
    filters: filters(['monuments', 'Monuments'], ['historic-sites', 'Historic Sites'], ['battlefields', 'Battlefields']),
  },
  {
    slug: 'media',
    name: 'Media',
    intro:
      'The speeches, documents and broadcasts that shaped American public life, with the context of when and why they were made and links to archive copies you can read, hear or watch yourself.',
    description: 'Famous American speeches, documents and broadcasts in context, with links to the originals.',
    filters: filters(['documents', 'Documents'], ['speeches', 'Speeches'], ['videos', 'Videos']),
  },
];

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
