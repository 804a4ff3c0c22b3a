/**
 * The content API's answers (product §3 and §7), written once. The server's
 * mappers (server/api/) declare these as their return types and the site's
 * data hooks and pages read them, so the compiler checks both sides of the
 * wire; tests/types/contract.test-d.ts proves a wrong shape fails the typecheck.
 * Types only: nothing here runs, and it imports nothing.
 */

/** A note in a paragraph: after character `at` of its content, a link to source number `source` (1-based). */
export interface RichNote {
  at: number;
  source: number;
}

/** Words of a paragraph, characters `start` to `end` of its content, that lead to `href` (a part of a founding document). */
export interface RichLink {
  start: number;
  end: number;
  href: string;
}

export interface RichSection {
  type: string;
  level?: number;
  content?: string;
  notes?: RichNote[];
  links?: RichLink[];
}

export interface BodyRich {
  sections?: RichSection[];
}

export interface Source {
  id: string;
  title: string;
  publisher: string;
  url: string;
  /** The source's own date as written (a year, a day...); null (or absent) when it has none. */
  date?: string | null;
  type: 'primary' | 'secondary';
}

export interface ArticleListItem {
  id: string;
  slug: string;
  title: string;
  dek: string;
  kicker: string;
  category: string;
  category_slug: string;
  topic: string;
  tags: string[];
  hero_media_url: string | null;
  /** Empty when the article has no hero image. */
  hero_media_alt: string;
  /** Only published articles are listed, and a published article always has its date (ISO). */
  published_at: string;
  read_time_minutes: number;
}

export interface ListMeta {
  total: number;
  page: number;
  per_page: number;
}

export interface ArticleListResponse {
  data: ArticleListItem[];
  meta: ListMeta;
}

export interface Article extends ArticleListItem {
  /** Null only for an article whose author was never recorded. */
  author_name: string | null;
  author_bio_url: string | null;
  reviewer_name: string | null;
  reviewer_bio_url: string | null;
  updated_at: string | null;
  hero_media_width: number | null;
  hero_media_height: number | null;
  disclosures: string | null;
  body_rich: BodyRich | null;
  sources: Source[];
  /** `sources[i]` lists the source numbers (1-based) fact i's note cites. */
  key_facts: { title?: string; facts: string[]; sources?: number[][] } | null;
  /** The last editorial review (ISO), shown as "Last reviewed". */
  reviewed_at: string | null;
  corrections: Correction[];
  classroom: {
    questions: string[];
    glossary: { term: string; definition: string }[];
    /** What it supports: C3 Framework Dimension 2 categories and AP U.S. Government requirements (common/teaching.ts values). */
    c3?: string[];
    ap?: string[];
    /** Its body's Flesch-Kincaid grade, to one decimal. */
    reading_grade?: number;
  } | null;
  /** From the document: its own words, quoted from source number `source` (1-based). */
  document_excerpt: { title: string; paragraphs: string[]; source: number } | null;
  timeline: { date: string; title: string; text: string | null; source: number }[];
  /** `/articles/{slug}`, the article's one address (the site builds it from the slug when absent). */
  canonical_url?: string;
  /** The old `/{category}/{slug}` address, which answers 301 to the canonical one. */
  alias_url?: string;
}

/** GET /api/article/{slug}/related: up to three related articles (product §2). */
export interface RelatedResponse {
  data: ArticleListItem[];
}

/** GET /api/authors/{id}: an editorial role, and the articles it wrote or reviewed, newest first. */
export interface AuthorResponse {
  id: string;
  name: string;
  role: string;
  bio: string;
  articles: ArticleListItem[];
}

/**
 * One search hit. The server answers `type` 'Article', 'County' or 'Founding document' with a
 * kicker, snippet and address always present; the wider types are what the
 * search page is built (and tested) to survive, so the server's answer is
 * always one of them.
 */
export interface SearchResultItem {
  id: string;
  type: 'Article' | 'County' | 'Founding document' | (string & {});
  kicker: string | null;
  title: string;
  /** Plain text with the matched words between <mark> and </mark>, which the site renders as marks, never as HTML. */
  snippet: string | null;
  /** An article's slug; null for a county. */
  slug: string | null;
  canonical_url: string | null;
  /** Null for a county, which has no date. */
  published_at: string | null;
}

/** GET /search: one page of results and, in meta, the total of all matches (product §7). */
export interface SearchResponse {
  data: SearchResultItem[];
  meta: ListMeta & {
    /**
     * Present when a word of the term was in no article and the results are
     * for the term with it corrected ("consitution" → "constitution"): the
     * corrected term. Asking again with `typed=1` searches the term as typed.
     */
    corrected?: string;
    /**
     * The results page's facets: for each, its values in order with how many
     * results each has among those the other facets' choices leave (asking
     * with `pillar=`, `kind=` or `era=` narrows the results to one value).
     */
    facets?: SearchFacets;
  };
}

/** The facets a search's results can be narrowed by, each a query parameter of its own. */
export const SEARCH_FACET_NAMES = ['pillar', 'kind', 'era'] as const;
export type SearchFacetName = (typeof SEARCH_FACET_NAMES)[number];
/** The facet values a search is narrowed to: pillar (a category slug), kind (article, document or county), era (common/taxonomy.ts ERAS). */
export type SearchFilters = Partial<Record<SearchFacetName, string>>;

/** For each facet: pillar (category slugs, the five pillars then features), kind (article, document, county), era (common/taxonomy.ts ERAS). */
export type SearchFacets = Record<SearchFacetName, FacetCount[]>;

export interface FacetCount {
  value: string;
  count: number;
}

export interface AdminListItem {
  /** Text from this API; a number when read through the REST stand-in, which the admin table turns into text. */
  id: string | number;
  title: string;
  slug: string | null;
  category_name: string | null;
  category_slug: string | null;
  published_at: string | null;
  tag_names: string[];
  hero_media_path: string | null;
  hero_media_alt: string | null;
}

/** The columns the admin list sorts by (GET /admin/articles' `sort`); `order` is asc or desc (product §9). */
export const ADMIN_SORT_COLUMNS = ['published', 'title', 'category'] as const;
export type AdminSortColumn = (typeof ADMIN_SORT_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

/** The admin list's order when the request names none, or names one it does not know: newest first. */
export const DEFAULT_ADMIN_SORT: { sort: AdminSortColumn; order: SortOrder } = { sort: 'published', order: 'desc' };

/** Which way a column sorts when the request gives no `order`: dates newest first, text from A. */
export const defaultAdminOrder = (sort: AdminSortColumn): SortOrder => (sort === 'published' ? 'desc' : 'asc');

export interface AdminListResponse {
  data: AdminListItem[];
  meta: ListMeta;
}

/** One tag of GET /api/tags: its name, slug and how many published articles carry it. */
export interface TagCount {
  name: string;
  slug: string;
  count: number;
}

export interface TagsResponse {
  data: TagCount[];
}

/** A dated correction of an article: what was wrong and what is right. */
export interface Correction {
  date: string;
  text: string;
}

/** One entry of GET /api/corrections: a correction and the article it corrected. */
export interface CorrectionLogEntry extends Correction {
  article: { slug: string; title: string; canonical_url: string };
}

export interface CorrectionsResponse {
  data: CorrectionLogEntry[];
}

/**
 * A run of a founding document's text. `supersededBy` marks words a later
 * amendment changed or repealed: the id of the part that did (an amendment,
 * or one of its sections).
 */
export interface DocumentRun {
  text: string;
  supersededBy?: string;
}

/** A paragraph of a founding document: in the Constitution, a clause. Its id is its address in the page (`#article-1-section-8-clause-3`). */
export interface DocumentParagraph {
  id: string;
  /** Its place among its part's paragraphs, from 1: "Clause 3". */
  number: number;
  runs: DocumentRun[];
}

/** A state's delegates who signed the document, as the transcription groups them. */
export interface DocumentSignerGroup {
  group: string;
  names: string[];
  /** How many of the part's paragraphs come before this group (the transcription's order: an attestation may follow the names). */
  after: number;
}

/** A part of a founding document: the Preamble, an article, a section, an amendment. */
export interface DocumentPart {
  id: string;
  /** The heading as the transcription writes it ("Article. I.", "Section. 8.", "Amendment XIV"). */
  heading: string;
  /** The same without its full stops, for links and labels ("Article I", "Section 8"). */
  label: string;
  /** When an amendment was passed by Congress and ratified, as the transcription says it. */
  dates?: string;
  /** The transcription's notes on this part ("Note: Article III, section 2, of the Constitution was modified by amendment 11."). */
  notes?: string[];
  paragraphs: DocumentParagraph[];
  signers?: DocumentSignerGroup[];
  parts: DocumentPart[];
}

/** An article that ties one of its claims to a part of a founding document. */
export interface DiscussingArticle {
  slug: string;
  title: string;
  canonical_url: string;
}

/** One entry of GET /api/documents. */
export interface FoundingDocumentSummary {
  slug: string;
  title: string;
  /** One sentence: what the document is. */
  description: string;
  /** When it was signed (ISO date). */
  date: string;
}

export interface FoundingDocumentsResponse {
  data: FoundingDocumentSummary[];
}

/** GET /api/documents/{slug}: the whole document, and by part id the published articles that link a claim to that part. */
export interface FoundingDocumentResponse extends FoundingDocumentSummary {
  /** Whose transcription this is, and how it treats the original's spelling. */
  transcription: string;
  /** The transcription's address. */
  source: string;
  /** What a paragraph is called in this document: "Clause", or "Paragraph". */
  paragraph_label: string;
  parts: DocumentPart[];
  discussed_in: Record<string, DiscussingArticle[]>;
}

/** One entry of GET /api/glossary: a term as an article's glossary defines it, and that article. */
export interface GlossaryEntry {
  term: string;
  definition: string;
  article: { slug: string; title: string; canonical_url: string };
}

/** GET /api/glossary: every published article's glossary terms, A to Z (a term two articles define is listed for each). */
export interface GlossaryResponse {
  data: GlossaryEntry[];
}
