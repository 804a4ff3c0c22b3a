/**
 * The in-process search index: the published articles and the counties of
 * the state archives, indexed with MiniSearch over Postgres' own lexemes
 * (search-text.ts), so a search is a few lookups in memory instead of a
 * statement that holds PGlite (and with it the event loop) for tens of
 * milliseconds. It answers exactly what search.ts's SQL answers: the same
 * fields and weights (title A; kicker, dek and tags B; body C; a county's
 * name A, seat B, summary C), websearch syntax, the prefix retry, the true
 * total, and ts_headline snippets made only for the page shown.
 *
 * It is brought up to date by `sync`: a cheap read of every row's xmin
 * (which moves on any write) says which rows changed, and only those are
 * read and indexed again, so an edit costs milliseconds and the first build
 * of 1 000 articles a second or two, done in slices with a turn of the event
 * loop between them.
 */
import MiniSearch, { type Query, type SearchResult as MiniResult } from 'minisearch';
import { asCaller, type Database } from '../db/database.ts';
import { FRAGMENT_DELIMITER, shapeSnippet } from './snippet.ts';
import {
  evaluate,
  headline,
  lexemeOf,
  needsStemming,
  operandMatches,
  parsePrefix,
  parseWebsearch,
  prefixWords,
  queryWords,
  tokenize,
  type HeadlineOptions,
  type Lexicon,
  type ParsedQuery,
  type QueryNode,
} from './search-text.ts';
import type { SearchAnswerData, SearchPage, SearchResult } from './search.ts';

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
 * article about it.
 */
const BOOST = { title: 8, meta: 2, body: 1 };

/** Longest stretch of indexing work between two turns of the event loop. */
const SLICE_MS = 8;
/** Rows read per statement while (re)building: a PGlite statement holds the loop while it runs. */
const ROWS_PER_READ = 20;
/** Words sent to ts_lexize per statement. */
const WORDS_PER_LEXIZE = 2000;
/** Words only queries have used (never in the content) kept for their lexeme; older ones are asked again. */
const QUERY_WORDS_KEPT = 20_000;

type Row = Record<string, unknown>;

interface IndexedDoc {
  key: string;
  result: Omit<SearchResult, 'snippet'>;
  publishedAt: number;
  fingerprint: string;
  /** Lexeme id at each position (position 1 at index 0); -1 for a stop word. */
  seq: Int32Array;
  /** Articles: the dek and the body's sections, each with its span in seq. Counties: the text their snippet is made from. */
  dek: string | null;
  sections: Array<{ text: string; heading: boolean; from: number; to: number }>;
  snippetSource: string | null;
}

interface FieldDoc {
  key: string;
  title: string;
  meta: string;
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

export class SearchIndex {
  private readonly lexicon = new DbLexicon();
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private readonly docs = new Map<string, IndexedDoc>();
  private readonly mini = new MiniSearch<FieldDoc>({
    idField: 'key',
    fields: ['title', 'meta', 'body'],
    storeFields: [],
    // Fields arrive as lexemes joined by spaces (see fieldDoc): nothing left to split or stem.
    tokenize: (text) => (text ? text.split(' ') : []),
    processTerm: (term) => term || null,
    searchOptions: { boost: BOOST, tokenize: (text) => [text], processTerm: (term) => term },
  });

  constructor(private readonly db: Database) {}

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
    const [articleMarks, countyMarks] = await asCaller(this.db, null, async (tx) => [
      await tx.query<{ key: string; fingerprint: string }>(`select id::text as key, xmin::text as fingerprint from public.articles where status = 'published'`),
      await tx.query<{ key: string; fingerprint: string }>(
        `select 'county-' || c.state_slug || '-' || c.slug as key, c.xmin::text || ':' || s.xmin::text as fingerprint
         from public.state_counties c join public.state_archives s on s.slug = c.state_slug`,
      ),
    ]);
    const wanted = new Map<string, string>();
    for (const mark of [...articleMarks, ...countyMarks]) wanted.set(mark.key, mark.fingerprint);
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
          `select id::text as key, xmin::text as fingerprint, kicker, title, slug, published_at, dek, search_tags,
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

  /** Positions and lexemes of one row, as to_tsvector numbers them across title, meta and body. */
  private build(row: RawDoc): { doc: IndexedDoc; fields: FieldDoc } {
    const seq: number[] = [];
    const fieldLexemes = (text: string) => {
      const out: string[] = [];
      for (const token of tokenize(text, seq.length + 1)) {
        if (token.kind === 'space') continue;
        const lexeme = lexemeOf(token.lower, this.lexicon) ?? null;
        seq[token.pos - 1] = lexeme ? this.lexemeId(lexeme) : -1;
        if (lexeme) out.push(lexeme);
      }
      return out;
    };
    const title = fieldLexemes(row.title);
    const meta = fieldLexemes(row.meta);
    const body: string[] = [];
    const sections = row.sections.map((section) => {
      const from = seq.length;
      body.push(...fieldLexemes(section.text));
      return { ...section, from, to: seq.length };
    });
    const doc: IndexedDoc = {
      key: row.key,
      result: row.result,
      publishedAt: row.result.published_at ? Date.parse(row.result.published_at) : Number.NEGATIVE_INFINITY,
      fingerprint: row.fingerprint,
      seq: Int32Array.from(seq, (id) => id ?? -1),
      dek: row.dek,
      sections,
      snippetSource: row.snippetSource,
    };
    return { doc, fields: { key: row.key, title: title.join(' '), meta: meta.join(' '), body: body.join(' ') } };
  }

  /**
   * One page of the matches for `term` (already normalised), with the total;
   * when whole words match nothing, each word is retried as a prefix.
   */
  async search(term: string, page: SearchPage): Promise<SearchAnswerData> {
    await this.lexicon.learn(this.db, queryWords(term), false);
    const exact = this.run(parseWebsearch(term, this.lexicon), page);
    if (exact.total) return exact;
    await this.lexicon.learn(this.db, prefixWords(term), false);
    const prefix = parsePrefix(term, this.lexicon);
    return prefix.root ? this.run(prefix, page) : exact;
  }

  private run(query: ParsedQuery, { page, perPage }: SearchPage): SearchAnswerData {
    if (!query.root) return { total: 0, data: [] };
    const opsById = this.operandIds(query);
    let hits: MiniResult[] = this.mini.search(miniQuery(query.root, query), { prefix: query.operands.some((operand) => operand.prefix) });
    if (query.hasPhrase) {
      // MiniSearch knows words, not positions: a phrase's words were required, their order is checked here.
      hits = hits.filter((hit) => {
        const doc = this.docs.get(hit.id as string);
        return doc ? matchesSpan(query.root as QueryNode, query, doc.seq, 0, doc.seq.length, opsById) : false;
      });
    }
    const ranked = hits
      .map((hit) => ({ score: hit.score, doc: this.docs.get(hit.id as string) as IndexedDoc }))
      .filter((hit) => hit.doc)
      // As the SQL orders: rank, then newest, then title, then id, so every page falls the same way every time.
      .sort((a, b) => b.score - a.score || b.doc.publishedAt - a.doc.publishedAt || compare(a.doc.result.title, b.doc.result.title) || compare(a.doc.result.id, b.doc.result.id));
    const offset = (page - 1) * perPage;
    const shown = Number.isSafeInteger(offset) ? ranked.slice(offset, offset + perPage) : [];
    const data = shown.map(({ doc }) => ({ ...doc.result, snippet: this.snippet(doc, query, opsById) }));
    return { total: ranked.length, data };
  }

  /** For each lexeme id a query word matches, which operands it stands for. */
  private operandIds(query: ParsedQuery): Map<number, number[]> {
    const map = new Map<number, number[]>();
    const add = (id: number, operand: number) => {
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
    return map;
  }

  /**
   * As the SQL makes it: a county's from its seat and summary; an article's
   * from its dek and the first paragraph that matches the query by itself
   * (a heading is no sentence to quote).
   */
  private snippet(doc: IndexedDoc, query: ParsedQuery, opsById: Map<number, number[]>): string {
    let source = doc.snippetSource;
    if (source === null) {
      const section = doc.sections.find((part) => !part.heading && matchesSpan(query.root as QueryNode, query, doc.seq, part.from, part.to, opsById));
      source = `${doc.dek ?? ''} ${section?.text ?? ''}`;
    }
    return shapeSnippet(headline(source, query, this.lexicon, HEADLINE), source);
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Does the query match the lexemes at positions [from, to) of a document? */
function matchesSpan(root: QueryNode, query: ParsedQuery, seq: Int32Array, from: number, to: number, opsById: Map<number, number[]>): boolean {
  let positions: number[][] | null = null;
  for (let i = from; i < to; i += 1) {
    const operands = opsById.get(seq[i]);
    if (!operands) continue;
    // Most spans hold no query word at all: the positions are gathered only once one turns up.
    positions ??= query.operands.map(() => []);
    for (const operand of operands) positions[operand].push(i + 1);
  }
  // No query word here: only a query of negations alone could still match.
  return evaluate(root, positions ?? query.operands.map(() => []));
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
    texts: () => [title, meta, ...sections.map((section) => section.text)],
  };
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
    texts: () => [title, seat, summary, `County seat: ${seat}. ${summary}`],
  };
}
