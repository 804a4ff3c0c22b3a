/**
 * The state archives (product §2: /landmarks/states and the Alabama
 * pilot). The shape is GET /api/states/{slug}, the content of
 * server/content/states/{slug}.json.
 */
export interface StateArchiveSource {
  title: string;
  publisher?: string;
  url: string;
  date?: string | null;
  type: 'primary' | 'secondary';
}

export interface StateCounty {
  name: string;
  /** The county seat; one county has two ("Ashville and Pell City"). */
  seat: string;
  established: number | null;
  summary: string;
}

export interface StateArchive {
  state: string;
  slug: string;
  title: string;
  dek: string;
  intro: string[];
  sources: StateArchiveSource[];
  counties: StateCounty[];
}

export function stateArchiveUrl(slug: string): string {
  return `/api/states/${encodeURIComponent(slug)}`;
}

/** The id of a county's section: "county-" and its name in lower case, e.g. county-st-clair for "St. Clair". */
export function countyAnchor(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `county-${slug}`;
}

/** "County seat" or, where a county has two, "County seats". */
export function seatLabel(seat: string): string {
  return /\s(and|&)\s/i.test(seat) ? 'County seats' : 'County seat';
}

/** The pilot and what is planned (product §2, Landmark states). */
export const STATE_ARCHIVES = [
  {
    slug: 'alabama',
    name: 'Alabama',
    href: '/landmarks/states/alabama',
    title: 'Alabama State Archive',
    dek: "A county-by-county guide to Alabama's 67 counties, from Washington County, created in 1800, to Houston County, created in 1903.",
    countyCount: 67,
  },
] as const;
