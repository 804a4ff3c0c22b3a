/**
 * The in-process search index: the published articles and the counties of
 * the state archives, indexed with MiniSearch over Postgres' own lexemes
 * (search-text.ts), so a search is a few lookups in memory instead of a
 * statement that holds PGlite (and with it the event loop) for tens of
 * milliseconds. Its fields are weighted as the product ranks them (title;
 * kicker, dek and tags; body; a county's name, seat, summary); queries use
 * the web's syntax (websearch_to_tsquery's), with each word retried as a
 * prefix when whole words find nothing; the total is true; snippets are made
 * as ts_headline makes them, only for the page shown.
 *
 * It is brought up to date by `sync`: a cheap read of every row's xmin
 * (which moves on any write) says which rows changed, and only those are
 * read and indexed again, so an edit costs milliseconds and the first build
 * of 1 000 articles a second or two, done in slices with a turn of the event
 * loop between them.
 */
import MiniSearch, { type Query, type SearchResult as MiniResult } from 'minisearch';
import { asCaller, type Database } from '../db/database.ts';
import { labelledParts } from '../db/documents.ts';
import { FRAGMENT_DELIMITER, isNormalised, shapeSnippet } from './snippet.ts';
import {
  COMPOUND,
  evaluate,
  headlineOf,
  lexemeOf,
  needsStemming,
  NUMBER,
  operandMatches,
  parsePrefix,
  parseWebsearch,
  prefixWords,
  queryWords,
  SPACE,
  tokenize,
  WORD,
  type HeadlineOptions,
  type HeadText,
  type Lexicon,
  type ParsedQuery,
  type QueryNode,
} from './search-text.ts';
import type { SearchAnswerData, SearchPage, SearchResult } from './search-result.ts';
import { correctQuery, loadSynonyms, queryVariants, Synonyms, Vocabulary } from './search-words.ts';
import { CATEGORIES, ERAS } from '../../common/taxonomy.ts';
import { SEARCH_FACET_NAMES, type FoundingDocumentResponse, type SearchFacetName, type SearchFacets, type SearchFilters } from '../../common/api.ts';

/** The options search.ts gives ts_headline. */
const HEADLINE: HeadlineOptions = {
  maxWords: 30,
  minWords: 12,
  shortWord: 3,
  maxFragments: 2,
  startSel: '<mark>',
  stopSel: '</mark>',
  fragmentDelimiter: FRAGMENT_DELIMITER,
};

/**
 * Field boosts in the spirit of ts_rank_cd's weights (A 1.0, B 0.4, C 0.2),
 * stronger for the title so that a title match comes first, as a reader
 * expects: a long body mentioning the word many times must not outrank an
 * article about it. A section heading names what its section is about, so
 * it counts for more than the paragraphs: measured on the relevance suite,
 * headings at 1 (part of the body) gave top-3 91.9 % and MRR 0.867, at 2
 * 91.9 % and 0.866, at 3 94.6 % and 0.866, at 3.5 93.2 % and 0.889, at 4
 * 93.2 % and 0.888, at 5 93.2 % and 0.887.
 */
const BOOST = { title: 8, meta: 2, headings: 3.5, body: 1 };

/** Fewer results than this, and a misspelt word is corrected (the corrected query is shown when it finds more). */
const FEW_RESULTS = 3;
/** How many of the best hits are checked for the query's words side by side (phrase proximity). */
const PROXIMITY_CHECKED = 50;
/** The query's words side by side in the title, or anywhere in the text, multiply a hit's score by these. */
const PHRASE_IN_TITLE = 3;
const PHRASE_IN_TEXT = 1.5;
const NAMES_A_COUNTY = /\bcount(?:y|ies)\b/;

/** Longest stretch of indexing work between two turns of the event loop. */
const SLICE_MS = 8;
/** Rows read per statement while (re)building: a PGlite statement holds the loop while it runs. */
const ROWS_PER_READ = 20;
/** Words sent to ts_lexize per statement. */
const WORDS_PER_LEXIZE = 500;
/** Words only queries have used (never in the content) kept for their lexeme; older ones are asked again. */
const QUERY_WORDS_KEPT = 20_000;

type Row = Record<string, unknown>;

/**
 * A text cut into its words once, at indexing: for each word (spaces are
 * the gaps between them) where it begins and ends, its lexeme's id (-1 for
 * a stop word) and its kind, four numbers a word. Word i has position i + 1
 * in the text, as to_tsvector counts.
 */
interface Unit {
  text: string;
  words: Int32Array;
  /** The distinct lexeme ids of its words, ascending: whether a text holds a query word at all is a few binary searches. */
  ids: Int32Array;
  /** Its white space is single spaces, none at either end (isNormalised), known from indexing. */
  normalised: boolean;
}

const FIELDS = 4;
const wordCount = (unit: Unit) => unit.words.length / FIELDS;

interface IndexedDoc {
  key: string;
  result: Omit<SearchResult, 'snippet'>;
  /** Place in the order of newest first, then title, then id: the tie-break between equal scores. */
  order: number;
  publishedAt: number;
  fingerprint: string;
  /** title; meta (kicker, dek, tags); the body's sections: as to_tsvector numbers them, one after another. */
  units: Unit[];
  /** Articles: which units are paragraphs a snippet may quote, and where the dek's words lie in the meta unit. */
  paragraphs: number[];
  dek: { from: number; to: number; start: number; end: number; normalised: boolean } | null;
  /** Counties: the text their snippet is made from. */
  snippetSource: Unit | null;
  /** What the results page's facets group it by, and the same as FacetSlots packs it. */
  facets: DocFacets;
  facetCode: number;
}

/** A document's place in each facet: its category (pillar or Features), its kind, its era (null when it has none). */
interface DocFacets {
  pillar: string | null;
  kind: 'article' | 'document' | 'county';
  era: string | null;
}

type FacetName = SearchFacetName;
/** For each facet, how many results each of its values has (among the results the other facets' choices leave), in the facet's order. */
type FacetCounts = SearchFacets;

interface FieldDoc {
  key: string;
  title: string;
  meta: string;
  headings: string;
  body: string;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Yields to the event loop once SLICE_MS of work has gone by since the last turn. */
function slicer() {
  let since = performance.now();
  let longest = 0;
  return {
    async maybeYield() {
      const now = performance.now();
      if (now - since < SLICE_MS) return;
      longest = Math.max(longest, now - since);
      await nextTurn();
      since = performance.now();
    },
    get longestMs() {
      return Math.max(longest, performance.now() - since);
    },
  };
}

/** Postgres' stemming, learnt word by word from the database (ts_lexize with english_stem) and kept. */
class DbLexicon implements Lexicon {
  private readonly content = new Map<string, string | null>();
  private readonly queried = new Map<string, string | null>();

  get(word: string): string | null | undefined {
    const known = this.content.get(word);
    return known !== undefined ? known : this.queried.get(word);
  }

  /** Looks up the words not yet known; `fromContent` words are kept for good, query words only up to QUERY_WORDS_KEPT. */
  async learn(db: Database, words: Iterable<string>, fromContent: boolean, slice?: ReturnType<typeof slicer>): Promise<void> {
    const unknown: string[] = [];
    for (const word of words) {
      if (!needsStemming(word)) continue;
      const queried = this.queried.get(word);
      if (fromContent && queried !== undefined) this.content.set(word, queried);
      else if (this.get(word) === undefined) unknown.push(word);
    }
    for (let at = 0; at < unknown.length; at += WORDS_PER_LEXIZE) {
      const batch = unknown.slice(at, at + WORDS_PER_LEXIZE);
      const rows = await db.query<{ word: string; lexeme: string | null }>(
        `select w as word, (ts_lexize('english_stem', w))[1] as lexeme from unnest($1::text[]) as w`,
        [batch],
      );
      const into = fromContent ? this.content : this.queried;
      for (const row of rows) into.set(row.word, row.lexeme);
      if (!fromContent && this.queried.size > QUERY_WORDS_KEPT) {
        for (const key of [...this.queried.keys()].slice(0, this.queried.size - QUERY_WORDS_KEPT)) this.queried.delete(key);
      }
      await slice?.maybeYield();
    }
  }
}

export interface SyncReport {
  /** Rows read and indexed again, and rows dropped. */
  indexed: number;
  removed: number;
  /** The longest the event loop was held between two turns while syncing, in ms. */
  longestSliceMs: number;
  tookMs: number;
}

/** One document a search found: its best score among the ways of saying the query, and the query that found it (its snippet marks that query's words). */
interface Found {
  doc: IndexedDoc;
  score: number;
  query: ParsedQuery;
  /** The words of that query, for the phrase proximity check. */
  text: string;
  /** Found by some of the query's words only (see `relaxed`): ranked after every document that has them all. */
  partial: boolean;
  /** Where ranking puts it before its score counts: -1 a clause the query quotes at a sentence's length, 0 articles, 1 counties (when the query names none) and clauses (when the query does not quote them), 2 and 3 the same among partial matches. */
  group: number;
  /** The query's words stand together, as typed, in its text: a clause so found is not put after the articles. */
  quoted?: boolean;
}

export interface SearchOptions {
  /** The query language only, as typed: no other ways of saying it, no correction (the list's q filter, and the tests of the query language). */
  strict?: boolean;
  /** No correction of misspelt words (the reader chose "Search instead for" what they typed). */
  asTyped?: boolean;
  /** Only the results in these facets' values; the facet counts are of the results the other facets leave. */
  filters?: SearchFilters;
}

export class SearchIndex {
  private readonly lexicon = new DbLexicon();
  private readonly vocabulary = new Vocabulary();
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private readonly docs = new Map<string, IndexedDoc>();
  private readonly facetSlots = new FacetSlots();
  private hit = new Uint8Array(0);
  private readonly mini = new MiniSearch<FieldDoc>({
    idField: 'key',
    fields: ['title', 'meta', 'headings', 'body'],
    storeFields: [],
    // Fields arrive as lexemes joined by spaces (see fieldDoc): nothing left to split or stem.
    tokenize: (text) => (text ? text.split(' ') : []),
    processTerm: (term) => term || null,
    searchOptions: { boost: BOOST, tokenize: (text) => [text], processTerm: (term) => term },
    // MiniSearch's automatic vacuum runs in the background after discards, and crashed (an unhandled
    // rejection in its tree walk) when the next sync added documents under it; sync() vacuums instead.
    autoVacuum: false,
  });

  constructor(
    private readonly db: Database,
    private readonly synonyms = new Synonyms(loadSynonyms()),
  ) {}

  get size(): number {
    return this.docs.size;
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.lexemes.push(lexeme);
      this.lexemeIds.set(lexeme, id);
    }
    return id;
  }

  /** Brings the index up to what the database holds now. Only one sync may run at a time (SearchService sees to it). */
  async sync(): Promise<SyncReport> {
    const began = performance.now();
    const slice = slicer();
    const [articleMarks, countyMarks, documentMarks] = await asCaller(this.db, null, async (tx) => [
      await tx.query<{ key: string; fingerprint: string }>(`select id::text as key, xmin::text as fingerprint from public.articles where status = 'published'`),
      await tx.query<{ key: string; fingerprint: string }>(
        `select 'county-' || c.state_slug || '-' || c.slug as key, c.xmin::text || ':' || s.xmin::text as fingerprint
         from public.state_counties c join public.state_archives s on s.slug = c.state_slug`,
      ),
      await tx.query<{ key: string; fingerprint: string }>(`select slug as key, xmin::text as fingerprint from public.founding_documents`),
    ]);
    const wanted = new Map<string, string>();
    for (const mark of [...articleMarks, ...countyMarks]) wanted.set(mark.key, mark.fingerprint);
    // A document's clauses are indexed one by one, all with the document's fingerprint: kept while it is unchanged.
    const documentFingerprints = new Map(documentMarks.map((mark) => [mark.key, mark.fingerprint]));
    for (const key of this.docs.keys()) {
      const fingerprint = key.startsWith(DOCUMENT_KEY) ? documentFingerprints.get(documentOfKey(key)) : undefined;
      if (fingerprint !== undefined) wanted.set(key, fingerprint);
    }
    let removed = 0;
    for (const key of [...this.docs.keys()]) {
      if (wanted.get(key) === this.docs.get(key)?.fingerprint) continue;
      this.mini.discard(key);
      this.docs.delete(key);
      removed += 1;
    }
    const changedArticles = articleMarks.filter((mark) => !this.docs.has(mark.key)).map((mark) => mark.key);
    const countiesChanged = countyMarks.some((mark) => !this.docs.has(mark.key));
    let indexed = 0;
    for (let at = 0; at < changedArticles.length; at += ROWS_PER_READ) {
      const rows = await asCaller(this.db, null, (tx) =>
        tx.query<Row>(
          `select id::text as key, xmin::text as fingerprint, kicker, title, slug, published_at, dek, search_tags, category_slug, era,
             coalesce(body_rich -> 'sections', '[]'::jsonb) as sections
           from public.articles where status = 'published' and id = any($1::uuid[])`,
          [changedArticles.slice(at, at + ROWS_PER_READ)],
        ),
      );
      await slice.maybeYield();
      indexed += await this.addRows(rows.map(articleDoc), slice);
    }
    if (countiesChanged) {
      const rows = await asCaller(this.db, null, (tx) =>
        tx.query<Row>(
          `select 'county-' || c.state_slug || '-' || c.slug as key, c.xmin::text || ':' || s.xmin::text as fingerprint,
             c.state_slug, c.slug, c.name, c.seat, c.summary, s.name as state_name
           from public.state_counties c join public.state_archives s on s.slug = c.state_slug`,
        ),
      );
      indexed += await this.addRows(rows.filter((row) => !this.docs.has(String(row.key))).map(countyDoc), slice);
    }
    const indexedDocuments = new Set([...this.docs.keys()].filter((key) => key.startsWith(DOCUMENT_KEY)).map(documentOfKey));
    const changedDocuments = documentMarks.filter((mark) => !indexedDocuments.has(mark.key)).map((mark) => mark.key);
    if (changedDocuments.length > 0) {
      const rows = await asCaller(this.db, null, (tx) =>
        tx.query<Row>('select slug, title, xmin::text as fingerprint, content from public.founding_documents where slug = any($1::text[])', [changedDocuments]),
      );
      indexed += await this.addRows(rows.flatMap(clauseDocs), slice);
    }
    if (indexed || removed) this.reorder();
    // Frees what discarded documents left in the tree, in batches that yield, before any other sync can change it.
    if (removed > 0) await this.mini.vacuum();
    return { indexed, removed, longestSliceMs: slice.longestMs, tookMs: performance.now() - began };
  }

  /** Learns the rows' words, then indexes them, a slice at a time. */
  private async addRows(rows: RawDoc[], slice: ReturnType<typeof slicer>): Promise<number> {
    const words = new Set<string>();
    for (const row of rows) {
      for (const text of row.texts()) for (const token of tokenize(text)) if (token.kind !== 'space') words.add(token.lower);
      await slice.maybeYield();
    }
    await this.lexicon.learn(this.db, words, true, slice);
    for (const row of rows) {
      const { doc, fields } = this.build(row);
      this.docs.set(doc.key, doc);
      this.mini.add(fields);
      await slice.maybeYield();
    }
    return rows.length;
  }

  /** One text's words, each with its lexeme id and kind. */
  private unit(text: string): Unit {
    const tokens = tokenize(text).filter((token) => token.kind !== 'space');
    const words = new Int32Array(tokens.length * FIELDS);
    tokens.forEach((token, i) => {
      if (token.kind === 'word') this.vocabulary.add(token.lower);
      const lexeme = lexemeOf(token.lower, this.lexicon) ?? null;
      words[i * FIELDS] = token.start;
      words[i * FIELDS + 1] = token.start + token.text.length;
      words[i * FIELDS + 2] = lexeme ? this.lexemeId(lexeme) : -1;
      words[i * FIELDS + 3] = token.kind === 'compound' ? COMPOUND : token.kind === 'number' ? NUMBER : WORD;
    });
    const ids = Int32Array.from(new Set(tokens.map((_, i) => words[i * FIELDS + 2]).filter((id) => id >= 0))).sort();
    return { text, words, ids, normalised: isNormalised(text) };
  }

  private lexemesOf(units: Unit[]): string {
    const out: string[] = [];
    for (const unit of units) {
      for (let i = 2; i < unit.words.length; i += FIELDS) if (unit.words[i] >= 0) out.push(this.lexemes[unit.words[i]]);
    }
    return out.join(' ');
  }

  private build(row: RawDoc): { doc: IndexedDoc; fields: FieldDoc } {
    const title = this.unit(row.title);
    const meta = this.unit(row.meta);
    const sections = row.sections.map((section) => this.unit(section.text));
    let dek: IndexedDoc['dek'] = null;
    if (row.dek !== null) {
      // The dek sits in the meta text after the kicker and a space.
      const start = row.result.kicker.length + 1;
      const end = start + row.dek.length;
      let from = 0;
      while (from < wordCount(meta) && meta.words[from * FIELDS] < start) from += 1;
      let to = from;
      while (to < wordCount(meta) && meta.words[to * FIELDS + 1] <= end) to += 1;
      dek = { from, to, start, end, normalised: isNormalised(row.dek) };
    }
    const doc: IndexedDoc = {
      key: row.key,
      result: row.result,
      order: 0,
      publishedAt: row.result.published_at ? Date.parse(row.result.published_at) : Number.NEGATIVE_INFINITY,
      fingerprint: row.fingerprint,
      units: [title, meta, ...sections],
      paragraphs: row.sections.flatMap((section, index) => (section.heading ? [] : [index + 2])),
      dek,
      snippetSource: row.snippetSource === null ? null : this.unit(row.snippetSource),
      facets: row.facets,
      facetCode: this.facetSlots.codeOf(row.facets),
    };
    const headings = sections.filter((_, index) => row.sections[index].heading);
    const paragraphs = sections.filter((_, index) => !row.sections[index].heading);
    return {
      doc,
      fields: { key: row.key, title: this.lexemesOf([title]), meta: this.lexemesOf([meta]), headings: this.lexemesOf(headings), body: this.lexemesOf(paragraphs) },
    };
  }

  /** Numbers every document in the tie-break order (newest first, then title, then id), after the index changed. */
  private reorder(): void {
    const docs = [...this.docs.values()].sort(
      (a, b) => b.publishedAt - a.publishedAt || compare(a.result.title, b.result.title) || compare(a.result.id, b.result.id),
    );
    docs.forEach((doc, index) => {
      doc.order = index;
    });
  }

  /**
   * One page of the matches for `term` (already normalised), with the
   * total. The query is searched as typed and as the other ways of saying
   * it (search-words.ts: numbers, Roman numerals, synonyms); when whole
   * words match nothing, each word is retried as a prefix; when that finds
   * fewer than FEW_RESULTS and a word is in no article, the corrected query
   * is searched too, and its results shown (`corrected`) if there are more.
   */
  async search(term: string, page: SearchPage, { strict = false, asTyped = false, filters = {} }: SearchOptions = {}): Promise<SearchAnswerData> {
    let found = await this.find(strict ? [term] : queryVariants(term, this.synonyms));
    let corrected: string | undefined;
    if (!strict && !asTyped && found.size < FEW_RESULTS) {
      const correction = correctQuery(term, this.vocabulary, (word) => this.lexicon.get(word) === null);
      if (correction) {
        const alternative = await this.find(queryVariants(correction, this.synonyms));
        if (alternative.size > found.size) {
          found = alternative;
          corrected = correction;
        }
      }
    }
    if (!strict && found.size < FEW_RESULTS) this.relaxed(corrected ?? term, found);
    const ranked = this.ranked(found, corrected ?? term, strict);
    const answer = this.page(
      ranked.filter((entry) => within(entry.doc.facets, filters)),
      page,
    );
    // Nothing found, nothing to narrow: no facets.
    return { ...answer, ...(ranked.length ? { facets: this.facetSlots.counts(ranked, filters) } : {}), ...(corrected ? { corrected } : {}) };
  }

  /** The ids of the published articles `term` (already normalised) matches in the query language, in no order (the public list's q filter). */
  async articleIds(term: string): Promise<string[]> {
    return [...(await this.find([term])).values()].flatMap((found) => (found.doc.result.type === 'Article' ? [found.doc.key] : []));
  }

  /** Every document any of the queries matches, each with its best score; each word as a prefix when whole words find nothing. */
  private async find(queries: string[]): Promise<Map<string, Found>> {
    const found = new Map<string, Found>();
    const collect = (query: ParsedQuery, text: string) => {
      for (const hit of this.hits(query)) {
        const doc = this.docs.get(hit.id as string);
        const before = found.get(hit.id as string);
        if (doc && (!before || hit.score > before.score)) found.set(doc.key, { doc, score: hit.score, query, text, partial: false, group: 0 });
      }
    };
    for (const text of queries) {
      await this.lexicon.learn(this.db, queryWords(text), false);
      collect(parseWebsearch(text, this.lexicon), text);
    }
    if (found.size) return found;
    for (const text of queries) {
      await this.lexicon.learn(this.db, prefixWords(text), false);
      collect(parsePrefix(text, this.lexicon), text);
    }
    return found;
  }

  /**
   * A question or a description ("presidential veto", "how is the president
   * elected") may hold a word no article uses with the others: when the
   * words together find fewer than FEW_RESULTS, the documents that have some
   * of them follow, those with more of the words first. Only for plain words
   * (no quotes, "or" or "-", which say exactly what to find).
   */
  private relaxed(term: string, found: Map<string, Found>): void {
    const query = parseWebsearch(term, this.lexicon);
    const { root } = query;
    if (!root || root.kind !== 'and' || root.children.some((child) => child.kind !== 'term') || /["-]|\bor\b/.test(term)) return;
    const anyWord: ParsedQuery = { ...query, root: { kind: 'or', children: root.children } };
    for (const hit of this.hits(anyWord)) {
      const doc = this.docs.get(hit.id as string);
      if (doc && !found.has(doc.key)) found.set(doc.key, { doc, score: hit.score, query: anyWord, text: term, partial: true, group: 0 });
    }
  }

  /** Every document the query matches, best first. */
  private hits(query: ParsedQuery): MiniResult[] {
    if (!query.root) return [];
    const opsById = this.operandIds(query);
    try {
      const hits: MiniResult[] = this.mini.search(miniQuery(query.root, query), { prefix: query.operands.some((operand) => operand.prefix) });
      // MiniSearch knows words, not positions: a phrase's words were required, their order is checked here.
      if (!query.hasPhrase) return hits;
      return hits.filter((hit) => {
        const doc = this.docs.get(hit.id as string);
        return doc ? matches(query, doc.units, opsById) : false;
      });
    } finally {
      this.release(opsById);
    }
  }

  private release(opsById: OperandIds): void {
    for (const id of opsById.map.keys()) this.hit[id] = 0;
  }

  /**
   * The documents in the order a reader expects: the query's words side by
   * side (in the title most of all) lift a document; articles come before
   * counties unless the query names a county; equal scores fall newest
   * first, then by title and id, so every page falls the same way each time.
   */
  private ranked(found: Map<string, Found>, term: string, strict: boolean): Found[] {
    const entries = [...found.values()].sort((a, b) => b.score - a.score);
    if (!strict) this.liftPhrases(entries.slice(0, PROXIMITY_CHECKED));
    const countiesLast = !strict && !NAMES_A_COUNTY.test(term);
    // A clause comes after the articles that explain it, unless the query quotes words (in quotation marks, or its words as they stand in the clause);
    // a query of a sentence's length that stands in a clause as typed is a quotation of it, and that clause comes first.
    const clausesLast = !strict && !term.includes('"');
    const quotation = (term.match(/[\p{L}\p{N}]+/gu) ?? []).length >= QUOTATION_WORDS;
    for (const entry of entries) {
      const laterKind = entry.doc.result.type === 'County' ? countiesLast : entry.doc.result.type === FOUNDING_DOCUMENT && clausesLast && !entry.quoted;
      entry.group = entry.quoted && quotation && !entry.partial ? -1 : (entry.partial ? 2 : 0) + (laterKind ? 1 : 0);
    }
    return entries.sort((a, b) => a.group - b.group || b.score - a.score || a.doc.order - b.doc.order);
  }

  /**
   * Multiplies the score of each entry whose query's words stand together
   * in it, as typed: most in the title. The phrase is parsed once for each
   * way of saying the query, and its words looked up once, for all the
   * entries that query found.
   */
  private liftPhrases(entries: Found[]): void {
    const byQuery = new Map<ParsedQuery, Found[]>();
    for (const entry of entries) {
      const { root } = entry.query;
      // Only a plain query of several words: quotes already ask for a phrase, and "or" and "-" say something else.
      if (entry.partial || !root || root.kind !== 'and' || root.children.some((child) => child.kind !== 'term') || /["-]|\bor\b/.test(entry.text)) continue;
      byQuery.set(entry.query, [...(byQuery.get(entry.query) ?? []), entry]);
    }
    for (const group of byQuery.values()) {
      const phrase = parseWebsearch(`"${group[0].text}"`, this.lexicon);
      if (!phrase.root) continue;
      // One query's words at a time: the lookup bytes are shared, so each set is released before the next.
      const opsById = this.operandIds(phrase);
      try {
        for (const entry of group) {
          if (matches(phrase, [entry.doc.units[0]], opsById)) entry.score *= PHRASE_IN_TITLE;
          else if (matches(phrase, entry.doc.units, opsById)) {
            // A clause's own words are what it is known by, as an article is by its title.
            entry.quoted = entry.doc.result.type === FOUNDING_DOCUMENT;
            entry.score *= entry.quoted ? PHRASE_IN_TITLE : PHRASE_IN_TEXT;
          }
        }
      } finally {
        this.release(opsById);
      }
    }
  }

  /** One page of the ranked documents, each with its snippet. */
  private page(ranked: Found[], { page, perPage }: SearchPage): SearchAnswerData {
    const offset = (page - 1) * perPage;
    const shown = Number.isSafeInteger(offset) ? ranked.slice(offset, offset + perPage) : [];
    // The query's words are looked up once for all the results that way of saying it found (the lookup
    // bytes are shared, so one query's at a time).
    const snippets = new Map<Found, string>();
    for (const query of new Set(shown.map((entry) => entry.query))) {
      const opsById = this.operandIds(query);
      try {
        for (const entry of shown) if (entry.query === query) snippets.set(entry, this.snippet(entry.doc, query, opsById));
      } finally {
        this.release(opsById);
      }
    }
    const data = shown.map((entry) => {
      const { id, type, kicker, title, slug, canonical_url, published_at } = entry.doc.result;
      // Written out rather than spread: the same shape every time, made twenty times a search.
      return { id, type, kicker, title, slug, canonical_url, published_at, snippet: snippets.get(entry) as string };
    });
    return { total: ranked.length, data };
  }

  /** For each lexeme id a query word matches, which operands it stands for. */
  private operandIds(query: ParsedQuery): OperandIds {
    const map = new Map<number, number[]>();
    // One byte per lexeme: most words of a text are no query word, and this says so without a Map lookup.
    // The bytes are kept from query to query (run clears what it set), not allocated anew.
    if (this.hit.length < this.lexemes.length) this.hit = new Uint8Array(Math.max(this.lexemes.length, 2 * this.hit.length));
    const { hit } = this;
    const add = (id: number, operand: number) => {
      hit[id] = 1;
      const list = map.get(id);
      if (list) list.push(operand);
      else map.set(id, [operand]);
    };
    query.operands.forEach((operand, index) => {
      if (!operand.prefix) {
        const id = this.lexemeIds.get(operand.lexeme);
        if (id !== undefined) add(id, index);
        return;
      }
      this.lexemes.forEach((lexeme, id) => operandMatches(operand, lexeme) && add(id, index));
    });
    return { map, hit, ids: Int32Array.from(map.keys()).sort() };
  }

  /**
   * A county's from its seat and summary; an article's
   * from its dek and the first paragraph that matches the query by itself
   * (a heading is no sentence to quote).
   */
  private snippet(doc: IndexedDoc, query: ParsedQuery, opsById: OperandIds): string {
    const parts: Part[] = [];
    if (doc.snippetSource) {
      parts.push(whole(doc.snippetSource));
    } else {
      if (doc.dek) parts.push({ unit: doc.units[1], ...doc.dek });
      const found = doc.paragraphs.find((index) => matches(query, [doc.units[index]], opsById));
      parts.push(whole(found === undefined ? EMPTY : doc.units[found]));
    }
    const head = joinParts(parts, opsById);
    // Parts joined by single spaces make a normalised text when each is one and none is empty.
    const normalised = parts.every((part) => part.normalised && (parts.length === 1 || part.end > part.start));
    return shapeSnippet(headlineOf(head, query, HEADLINE), head.text, normalised);
  }
}

const EMPTY: Unit = { text: '', words: new Int32Array(0), ids: new Int32Array(0), normalised: true };

/** Does a document lie in every chosen facet value? */
function within(facets: DocFacets, filters: SearchFilters): boolean {
  return SEARCH_FACET_NAMES.every((name) => filters[name] === undefined || facets[name] === filters[name]);
}

/** The order each facet's values are listed in: the taxonomy's for pillars and eras. */
const FACET_ORDER: Record<FacetName, readonly string[]> = {
  pillar: CATEGORIES.map((category) => category.slug),
  kind: ['article', 'document', 'county'],
  era: ERAS.map((era) => era.value),
};

/** A chosen facet value no document has (it matches nothing), and no value chosen. */
const UNKNOWN_CHOICE = -2;
const NOT_CHOSEN = -1;
/** Bits a facet's slot takes in a document's facet code: up to 255 values a facet. */
const SLOT_BITS = 8;
const SLOT_MASK = (1 << SLOT_BITS) - 1;

/**
 * Each facet's values, numbered from 1 as the index first meets them (0:
 * the document has none), and a document's place in the three facets
 * packed into one small number, its facet code. Counting the results by
 * facet is then adding up in arrays from a number each result carries, not
 * looking strings up in maps: with a few hundred results, each in its own
 * corner of memory, that was a tenth of a search.
 */
class FacetSlots {
  private readonly values: string[][] = SEARCH_FACET_NAMES.map(() => []);

  codeOf(facets: DocFacets): number {
    let code = 0;
    SEARCH_FACET_NAMES.forEach((name, f) => {
      const value = facets[name];
      if (value === null) return;
      let slot = this.values[f].indexOf(value) + 1;
      if (slot === 0) slot = this.values[f].push(value);
      if (slot > SLOT_MASK) throw new Error(`The ${name} facet has more than ${SLOT_MASK} values`);
      code |= slot << (SLOT_BITS * f);
    });
    return code;
  }

  /**
   * For each facet, its values with how many results each has among those
   * the other facets' choices leave (so choosing a pillar still shows every
   * pillar's count). A chosen value is listed even when it has none.
   */
  counts(ranked: readonly Found[], filters: SearchFilters): FacetCounts {
    const facets = SEARCH_FACET_NAMES.length;
    const chosen = SEARCH_FACET_NAMES.map((name, f) => {
      const value = filters[name];
      if (value === undefined) return NOT_CHOSEN;
      const slot = this.values[f].indexOf(value) + 1;
      return slot === 0 ? UNKNOWN_CHOICE : slot;
    });
    const tallies = this.values.map((values) => new Int32Array(values.length + 1));
    // One pass: a result every choice keeps counts in every facet; one that a single choice leaves out counts only in that choice's facet.
    for (let r = 0; r < ranked.length; r += 1) {
      const code = ranked[r].doc.facetCode;
      let missed = 0;
      let misses = 0;
      for (let f = 0; f < facets; f += 1) {
        if (chosen[f] !== NOT_CHOSEN && ((code >> (SLOT_BITS * f)) & SLOT_MASK) !== chosen[f]) {
          missed = f;
          misses += 1;
        }
      }
      if (misses === 0) for (let f = 0; f < facets; f += 1) tallies[f][(code >> (SLOT_BITS * f)) & SLOT_MASK] += 1;
      else if (misses === 1) tallies[missed][(code >> (SLOT_BITS * missed)) & SLOT_MASK] += 1;
    }
    const counts = {} as FacetCounts;
    SEARCH_FACET_NAMES.forEach((name, f) => {
      // Slot 0 counts the results with no value in this facet: not listed.
      const listed = this.values[f].map((value, index) => ({ value, count: tallies[f][index + 1] })).filter((entry) => entry.count > 0);
      const choice = filters[name];
      if (choice !== undefined && !listed.some((entry) => entry.value === choice)) listed.push({ value: choice, count: 0 });
      const order = FACET_ORDER[name];
      const rank = (value: string) => {
        const at = order.indexOf(value);
        return at === -1 ? order.length : at;
      };
      counts[name] = listed.sort((a, b) => rank(a.value) - rank(b.value) || compare(a.value, b.value));
    });
    return counts;
  }
}

/** The operands each lexeme id stands for in one query, and a byte per id saying whether it stands for any. */
interface OperandIds {
  map: Map<number, number[]>;
  hit: Uint8Array;
  /** The ids in `map`, ascending. */
  ids: Int32Array;
}

/** Does the unit hold any of the ids (both ascending)? A walk of the shorter list with binary searches in the longer. */
function holdsAny(unit: Unit, ids: Int32Array): boolean {
  const [few, many] = ids.length <= unit.ids.length ? [ids, unit.ids] : [unit.ids, ids];
  for (const id of few) {
    let low = 0;
    let high = many.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (many[middle] === id) return true;
      if (many[middle] < id) low = middle + 1;
      else high = middle - 1;
    }
  }
  return false;
}
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A stretch of a unit: its words [from, to) and its characters [start, end), and whether those are normalised text. */
interface Part {
  unit: Unit;
  from: number;
  to: number;
  start: number;
  end: number;
  normalised: boolean;
}

const whole = (unit: Unit): Part => ({ unit, from: 0, to: wordCount(unit), start: 0, end: unit.text.length, normalised: unit.normalised });

/**
 * Pieces of units joined by single spaces (dek and
 * paragraph), as a HeadText: every word with the spaces between, positions
 * running on across the pieces.
 */
function joinParts(parts: Part[], opsById: OperandIds): HeadText {
  let size = 0;
  for (const part of parts) size += 2 * (part.to - part.from) + 2;
  // One set of arrays serves every snippet: each HeadText is read to the end before the next is made.
  if (scratch.start.length < size) {
    const length = Math.max(size, 2 * scratch.start.length);
    scratch = { text: '', count: 0, start: new Int32Array(length), end: new Int32Array(length), kind: new Uint8Array(length), pos: new Int32Array(length), items: new Array(length) };
  }
  const head = scratch;
  let text = '';
  let count = 0;
  let pos = 0;
  const push = (start: number, end: number, kind: number, position: number, items?: readonly number[]) => {
    head.start[count] = start;
    head.end[count] = end;
    head.kind[count] = kind;
    head.pos[count] = position;
    head.items[count] = items;
    count += 1;
  };
  // The gap before each word (the joining space included) is one space token; a compound's first part follows it with no gap.
  let previous = 0;
  parts.forEach((part, index) => {
    if (index > 0) text += ' ';
    const base = text.length;
    text += part.unit.text.slice(part.start, part.end);
    for (let w = part.from; w < part.to; w += 1) {
      const at = w * FIELDS;
      const start = part.unit.words[at] - part.start + base;
      const end = part.unit.words[at + 1] - part.start + base;
      const kind = part.unit.words[at + 3];
      if (start > previous) push(previous, start, SPACE, -1);
      const lexeme = part.unit.words[at + 2];
      pos += 1;
      push(start, end, kind, pos, lexeme >= 0 && opsById.hit[lexeme] ? opsById.map.get(lexeme) : undefined);
      previous = kind === COMPOUND ? start : end;
    }
  });
  if (text.length > previous) push(previous, text.length, SPACE, -1);
  head.text = text;
  head.count = count;
  return head;
}

let scratch: HeadText = { text: '', count: 0, start: new Int32Array(1024), end: new Int32Array(1024), kind: new Uint8Array(1024), pos: new Int32Array(1024), items: new Array(1024) };

/** Does the query match these units, read one after another as one text? */
function matches(query: ParsedQuery, units: Unit[], opsById: OperandIds): boolean {
  let positions: number[][] | null = null;
  let base = 0;
  for (const unit of units) {
    const { words } = unit;
    if (!holdsAny(unit, opsById.ids)) {
      base += wordCount(unit);
      continue;
    }
    for (let i = 2; i < words.length; i += FIELDS) {
      if (words[i] < 0 || !opsById.hit[words[i]]) continue;
      const operands = opsById.map.get(words[i]) as number[];
      // Most texts hold no query word at all: the positions are gathered only once one turns up.
      positions ??= query.operands.map(() => []);
      for (const operand of operands) positions[operand].push(base + (i - 2) / FIELDS + 1);
    }
    base += wordCount(unit);
  }
  // No query word here: only a query of negations alone could still match.
  return evaluate(query.root as QueryNode, positions ?? query.operands.map(() => []));
}

/**
 * The query for MiniSearch: every word and phrase word required (AND), "or"
 * as OR, negated words as AND_NOT. A negated phrase cannot be said this way;
 * it is left to the position check (hasPhrase), as are phrases' word order.
 */
function miniQuery(node: QueryNode, query: ParsedQuery): Query {
  const lexeme = (operand: number) => query.operands[operand].lexeme;
  switch (node.kind) {
    case 'term':
      return lexeme(node.operand);
    case 'phrase':
      return { combineWith: 'AND', queries: node.parts.map((part) => lexeme(part.operand)) };
    case 'or':
      return { combineWith: 'OR', queries: node.children.map((child) => miniQuery(child, query)) };
    case 'not':
      return { combineWith: 'AND_NOT', queries: [MiniSearch.wildcard, ...negatable(node.child, query)] };
    case 'and': {
      const positive = node.children.filter((child) => child.kind !== 'not');
      const negative = node.children.flatMap((child) => (child.kind === 'not' ? negatable(child.child, query) : []));
      const base: Query = positive.length ? { combineWith: 'AND', queries: positive.map((child) => miniQuery(child, query)) } : MiniSearch.wildcard;
      return negative.length ? { combineWith: 'AND_NOT', queries: [base, ...negative] } : base;
    }
  }
}

/** What AND_NOT may subtract: a negated word; a negated phrase subtracts nothing here (the position check does it). */
function negatable(node: QueryNode, query: ParsedQuery): Query[] {
  if (node.kind === 'term') return [query.operands[node.operand].lexeme];
  return [];
}

interface RawDoc {
  key: string;
  fingerprint: string;
  result: Omit<SearchResult, 'snippet'>;
  title: string;
  meta: string;
  sections: Array<{ text: string; heading: boolean }>;
  dek: string | null;
  snippetSource: string | null;
  facets: DocFacets;
  texts(): string[];
}

function articleDoc(row: Row): RawDoc {
  const sections = (Array.isArray(row.sections) ? (row.sections as Array<{ type?: string; content?: unknown }>) : [])
    .filter((section) => typeof section?.content === 'string')
    .map((section) => ({ text: section.content as string, heading: section.type === 'heading' }));
  const title = String(row.title);
  const meta = `${String(row.kicker)} ${String(row.dek)} ${String(row.search_tags ?? '')}`;
  const publishedAt = row.published_at ? new Date(row.published_at as string).toISOString() : null;
  return {
    key: String(row.key),
    fingerprint: String(row.fingerprint),
    result: {
      id: String(row.key),
      type: 'Article',
      kicker: String(row.kicker),
      title,
      slug: String(row.slug),
      canonical_url: `/articles/${String(row.slug)}`,
      published_at: publishedAt,
    },
    title,
    meta,
    sections,
    dek: String(row.dek),
    snippetSource: null,
    facets: { pillar: row.category_slug ? String(row.category_slug) : null, kind: 'article', era: row.era ? String(row.era) : null },
    texts: () => [title, meta, ...sections.map((section) => section.text)],
  };
}

/** A query of this many words or more that stands, as typed, in a clause is a quotation of that clause. */
const QUOTATION_WORDS = 5;
/** A search result's type for a clause of a founding document. */
const FOUNDING_DOCUMENT = 'Founding document';
/** The keys of a founding document's clauses: `document:{slug}#{clause id}`. */
const DOCUMENT_KEY = 'document:';
const documentOfKey = (key: string) => key.slice(DOCUMENT_KEY.length, key.indexOf('#'));

/**
 * Each paragraph of a founding document (in the Constitution, a clause) as a
 * result of its own, at its own address: titled by what a reader calls it
 * ("Article I, Section 8, Clause 3"; a part of one paragraph by the part's
 * name alone, "Amendment I"), under the document's title.
 */
export function clauseDocs(row: Row): RawDoc[] {
  const slug = String(row.slug);
  const documentTitle = String(row.title);
  const content = row.content as Pick<FoundingDocumentResponse, 'parts' | 'paragraph_label'>;
  return labelledParts(content.parts).flatMap(({ part, label, headings }) =>
    part.paragraphs.map((paragraph): RawDoc => {
      const title = part.paragraphs.length === 1 ? label : `${label}, ${content.paragraph_label} ${paragraph.number}`;
      const text = paragraph.runs.map((run) => run.text).join('');
      const key = `${DOCUMENT_KEY}${slug}#${paragraph.id}`;
      return {
        key,
        fingerprint: String(row.fingerprint),
        result: { id: key, type: FOUNDING_DOCUMENT, kicker: documentTitle, title, slug: null, canonical_url: `/documents/${slug}#${paragraph.id}`, published_at: null },
        title,
        meta: `${documentTitle} ${headings}`,
        sections: [{ text, heading: false }],
        dek: null,
        snippetSource: text,
        facets: { pillar: null, kind: 'document', era: null },
        texts: () => [title, `${documentTitle} ${headings}`, text],
      };
    }),
  );
}

function countyDoc(row: Row): RawDoc {
  const title = `${String(row.name)} County`;
  const seat = String(row.seat);
  const summary = String(row.summary);
  return {
    key: String(row.key),
    fingerprint: String(row.fingerprint),
    result: {
      id: String(row.key),
      type: 'County',
      kicker: String(row.state_name),
      title,
      slug: null,
      canonical_url: `/landmarks/states/${String(row.state_slug)}#county-${String(row.slug)}`,
      published_at: null,
    },
    title,
    meta: seat,
    sections: [{ text: summary, heading: false }],
    dek: null,
    snippetSource: `County seat: ${seat}. ${summary}`,
    facets: { pillar: null, kind: 'county', era: null },
    texts: () => [title, seat, summary, `County seat: ${seat}. ${summary}`],
  };
}
