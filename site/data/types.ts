/** The shapes the content API answers with (product §3); the server's answers are checked against them in its tests. */

/** A note in a paragraph: after character `at` of its content, a link to source number `source` (1-based). */
export interface RichNote {
  at: number;
  source: number;
}

export interface RichSection {
  type: string;
  level?: number;
  content?: string;
  notes?: RichNote[];
}

export interface BodyRich {
  sections?: RichSection[];
}

export interface Source {
  id: string | number;
  title: string;
  publisher?: string;
  url: string;
  date?: string;
  type: 'primary' | 'secondary';
}

export interface ArticleListItem {
  id: string | number;
  slug: string;
  title: string;
  dek: string;
  kicker: string;
  category: string;
  category_slug: string;
  topic?: string;
  tags: string[];
  hero_media_url: string | null;
  hero_media_alt?: string | null;
  published_at?: string;
  read_time_minutes?: number;
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
  author_name: string;
  author_bio_url: string | null;
  reviewer_name: string | null;
  reviewer_bio_url: string | null;
  published_at: string;
  updated_at: string | null;
  read_time_minutes: number;
  hero_media_width?: number;
  hero_media_height?: number;
  disclosures: string | null;
  body_rich: BodyRich | null;
  sources: Source[];
  /** `sources[i]` lists the source numbers (1-based) fact i's note cites. */
  key_facts?: { title?: string; facts: string[]; sources?: number[][] } | null;
  /** The last editorial review (ISO), shown as "Last reviewed". */
  reviewed_at?: string | null;
  corrections?: Correction[];
  classroom?: { questions: string[]; glossary: { term: string; definition: string }[] } | null;
  /** From the document: its own words, quoted from source number `source` (1-based). */
  document_excerpt?: { title: string; paragraphs: string[]; source: number } | null;
  timeline?: { date: string; title: string; text: string | null; source: number }[];
  canonical_url?: string;
  alias_url?: string;
}

export interface SearchResultItem {
  id: string | number;
  type: string;
  kicker: string | null;
  title: string;
  snippet: string | null;
  slug: string | null;
  canonical_url: string | null;
  published_at: string | null;
}

/** GET /search: one page of results and, in meta, the total of all matches (product §7). */
export interface SearchResponse {
  data: SearchResultItem[];
  meta: ListMeta;
}

export interface AdminListItem {
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
