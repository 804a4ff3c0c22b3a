/**
 * The archive's categories, written once (product §2): the five pillars, in
 * the order of the header navigation and the home page's rails, then
 * Features. A topic's `value` is an article's `topic` (server/content/README.md)
 * and the pillar page's `?topic=` filter; its `label` is the filter button.
 *
 * Read by the server (the archive loader's rules and the seeded categories),
 * by the site (pillar pages, the route list, the header and footer links, the
 * old-address prefixes). Small on purpose: the header loads it with every
 * page, so the pillars' intros stay in site/content/pillars.ts.
 */

export interface Topic {
  readonly value: string;
  readonly label: string;
}

export const PILLARS = [
  {
    slug: 'foundations',
    name: 'Foundations',
    topics: [
      { value: 'documents', label: 'Documents' },
      { value: 'concepts', label: 'Concepts' },
      { value: 'amendments', label: 'Amendments' },
    ],
  },
  {
    slug: 'civic-life',
    name: 'Civic Life',
    topics: [
      { value: 'elections', label: 'Elections' },
      { value: 'legislation', label: 'Legislation' },
      { value: 'rights', label: 'Rights' },
    ],
  },
  {
    slug: 'people',
    name: 'People',
    topics: [
      { value: 'founding-era', label: 'Founding Era' },
      { value: 'civil-rights', label: 'Civil Rights' },
      { value: 'modern-era', label: 'Modern Era' },
    ],
  },
  {
    slug: 'landmarks',
    name: 'Landmarks',
    topics: [
      { value: 'monuments', label: 'Monuments' },
      { value: 'historic-sites', label: 'Historic Sites' },
      { value: 'battlefields', label: 'Battlefields' },
    ],
  },
  {
    slug: 'media',
    name: 'Media',
    topics: [
      { value: 'documents', label: 'Documents' },
      { value: 'speeches', label: 'Speeches' },
      { value: 'videos', label: 'Videos' },
    ],
  },
] as const satisfies readonly { slug: string; name: string; topics: readonly Topic[] }[];

/** Features: a category with a page and articles, but no pillar (no header link, no topic filters). */
export const FEATURES = { slug: 'features', name: 'Features', topics: [{ value: 'feature', label: 'Feature' }] } as const satisfies {
  slug: string;
  name: string;
  topics: readonly Topic[];
};

/** Every category an article may belong to, in the order they are seeded (their `position`). */
export const CATEGORIES = [...PILLARS, FEATURES] as const;

/**
 * The periods an article is mostly about (its front matter's `era`), in
 * time order: the search page's era facet. "Government Today" is for the
 * pieces on how government works now.
 */
export const ERAS = [
  { value: 'revolution', label: 'Revolution and Founding (1763–1800)' },
  { value: 'early-republic', label: 'Early Republic (1800–1848)' },
  { value: 'civil-war', label: 'Civil War and Reconstruction (1848–1877)' },
  { value: 'industrial', label: 'Industry and Reform (1877–1929)' },
  { value: 'depression-war', label: 'Depression and World War (1929–1953)' },
  { value: 'civil-rights', label: 'Civil Rights and Modern America (1954–today)' },
  { value: 'today', label: 'Government Today' },
] as const satisfies readonly Topic[];

export type EraValue = (typeof ERAS)[number]['value'];

export type PillarSlug = (typeof PILLARS)[number]['slug'];
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
