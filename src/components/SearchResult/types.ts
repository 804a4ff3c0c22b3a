/** A search result as the search service returns it (product §3). */
export interface SearchResultData {
  /** The result's id, unique within one answer. */
  id: string | number;
  /** What it is, e.g. "Article" or "article"; shown as a badge and decides the link. */
  type: string;
  /** The small label above the title, e.g. "Foundations". */
  kicker?: string | null;
  /** The title, linked. */
  title: string;
  /** A plain-text excerpt in which matches are wrapped in literal `<mark>…</mark>` markers. */
  snippet?: string | null;
  /** The article's slug, e.g. "bill-of-rights". */
  slug?: string | null;
  /** Where a result that is not an article lives, when known. */
  canonical_url?: string | null;
  /** When it was published, as an ISO date or date-time. */
  published_at?: string | null;
}
