/**
 * Text search as Postgres' `english` configuration does it, in JavaScript,
 * for the in-process index (search-index.ts): the same words (Postgres'
 * default parser: hyphenated compounds with their parts, dotted hosts and
 * numbers, apostrophes as breaks), the same query language
 * (websearch_to_tsquery, and to_tsquery's `word:*` for the prefix retry) and
 * the same headline selection (ts_headline with MaxFragments > 0, from
 * Postgres' wparser_def.c), so an answer from the index reads like one from
 * SQL. Stemming is Postgres' own: a Lexicon asks the database for the words
 * it has not seen (ts_lexize), so both agree on every word.
 */

/** How a word turns into a lexeme: null for a stop word. Words holding a digit never reach it (see lexemeOf). */
export interface Lexicon {
  /** The lexeme of a lower-case word already known, undefined when the word was never looked up. */
  get(word: string): string | null | undefined;
}

export type TokenKind = 'space' | 'word' | 'number' | 'compound';

export interface Token {
  text: string;
  /** Where the token begins in the text. */
  start: number;
  kind: TokenKind;
  /** Lower-case form used for the lexeme; '' for spaces. */
  lower: string;
  /** Word position as to_tsvector counts it (stop words count); -1 for spaces. */
  pos: number;
}

/**
 * A word run: letters and digits, joined by dots (hosts such as "U.S",
 * decimals, versions: one token) or by hyphens (a compound, which Postgres
 * indexes whole and then part by part).
 */
const RUN = /[\p{L}\p{N}]+(?:[.-][\p{L}\p{N}]+)*/gu;
/** The same, anchored where the query parser stands (its own object: matchAll starts from a shared regex's lastIndex). */
const RUN_HERE = /[\p{L}\p{N}]+(?:[.-][\p{L}\p{N}]+)*/uy;
const DIGIT = /\p{N}/u;
const ONLY_DIGITS = /^[\p{N}.]+$/u;

/** The text cut into tokens, each word-like one with its position (1-based, as in a tsvector). */
export function tokenize(text: string, firstPos = 1): Token[] {
  const tokens: Token[] = [];
  let pos = firstPos;
  let at = 0;
  const space = (from: number, to: number) => tokens.push({ text: text.slice(from, to), start: from, kind: 'space', lower: '', pos: -1 });
  for (const match of text.matchAll(RUN)) {
    const index = match.index ?? 0;
    if (index > at) space(at, index);
    const run = match[0];
    at = index + run.length;
    if (run.includes('.') || !run.includes('-')) {
      tokens.push({ text: run, start: index, kind: ONLY_DIGITS.test(run) ? 'number' : 'word', lower: run.toLowerCase(), pos: pos++ });
      continue;
    }
    // Hyphenated: "African-American" is the compound, then its parts with the hyphens between (Postgres'
    // hword tokens). A compound never begins with a number ("13-day" is 13, then "day"), and a number after
    // a hyphen is a signed integer that ends it ("covid-19" is "covid", then "-19").
    const parts = run.split('-');
    let offset = index;
    for (let i = 0; i < parts.length; ) {
      if (ONLY_DIGITS.test(parts[i])) {
        const from = i === 0 ? offset : offset - 1;
        const end = offset + parts[i].length;
        tokens.push({ text: text.slice(from, end), start: from, kind: 'number', lower: text.slice(from, end), pos: pos++ });
        offset = end + 1;
        i += 1;
        continue;
      }
      let j = i + 1;
      while (j < parts.length && !ONLY_DIGITS.test(parts[j])) j += 1;
      if (i > 0) space(offset - 1, offset);
      const words = parts.slice(i, j);
      if (words.length > 1) {
        const compound = words.join('-');
        tokens.push({ text: compound, start: offset, kind: 'compound', lower: compound.toLowerCase(), pos: pos++ });
      }
      words.forEach((part, k) => {
        if (k > 0) space(offset - 1, offset);
        tokens.push({ text: part, start: offset, kind: 'word', lower: part.toLowerCase(), pos: pos++ });
        offset += part.length + 1;
      });
      i = j;
    }
  }
  if (at < text.length) space(at, text.length);
  return tokens;
}

/** Words the english stemmer sees (letters only); words holding a digit and dotted hosts go to the simple dictionary, kept as written. */
export function needsStemming(lower: string): boolean {
  return !DIGIT.test(lower) && !lower.includes('.');
}

/** The lexeme of a lower-case word, null for a stop word, undefined when the lexicon has not seen it. */
export function lexemeOf(lower: string, lexicon: Lexicon): string | null | undefined {
  return needsStemming(lower) ? lexicon.get(lower) : lower;
}

// ---------------------------------------------------------------- queries

/** One word of a query: a lexeme, matched whole or (prefix retry) as the start of a lexeme. */
export interface Operand {
  lexeme: string;
  prefix: boolean;
}

export type QueryNode =
  | { kind: 'term'; operand: number }
  /** Operands at fixed distances from the first (stop words between keep their place, as in 'bill' <2> 'right'). */
  | { kind: 'phrase'; parts: Array<{ operand: number; offset: number }> }
  | { kind: 'not'; child: QueryNode }
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] };

export interface ParsedQuery {
  operands: Operand[];
  /** null when every word was a stop word: such a query matches nothing. */
  root: QueryNode | null;
  hasPhrase: boolean;
}

/** The lower-case words of a query that need the lexicon, so a caller can look them all up first. */
export function queryWords(q: string): string[] {
  const words = new Set<string>();
  for (const token of tokenize(q)) if (token.kind !== 'space' && needsStemming(token.lower)) words.add(token.lower);
  return [...words];
}

class QueryBuilder {
  readonly operands: Operand[] = [];
  hasPhrase = false;
  constructor(private readonly lexicon: Lexicon) {}

  operand(lexeme: string, prefix = false): number {
    const found = this.operands.findIndex((item) => item.lexeme === lexeme && item.prefix === prefix);
    if (found !== -1) return found;
    this.operands.push({ lexeme, prefix });
    return this.operands.length - 1;
  }

  /** A run of tokens as one operand: a word, or a phrase of its words (a quote, or a hyphenated compound). */
  fromTokens(tokens: Token[]): QueryNode | null {
    const words = tokens.filter((token) => token.kind !== 'space');
    const parts: Array<{ operand: number; offset: number }> = [];
    const first = words[0]?.pos ?? 0;
    for (const word of words) {
      const lexeme = lexemeOf(word.lower, this.lexicon);
      if (lexeme) parts.push({ operand: this.operand(lexeme), offset: word.pos - first });
    }
    if (!parts.length) return null;
    if (parts.length === 1) return { kind: 'term', operand: parts[0].operand };
    const base = parts[0].offset;
    this.hasPhrase = true;
    return { kind: 'phrase', parts: parts.map((part) => ({ operand: part.operand, offset: part.offset - base })) };
  }
}

/**
 * websearch_to_tsquery('english', q): words are ANDed; "or" between two of
 * them is OR (AND binds tighter); "-" before a word or quote negates it;
 * "quoted words" are a phrase. Stop words drop out, and so does an operator
 * left with nothing to join.
 */
export function parseWebsearch(q: string, lexicon: Lexicon): ParsedQuery {
  const builder = new QueryBuilder(lexicon);
  const groups: QueryNode[][] = [[]];
  let negate = false;
  let i = 0;
  while (i < q.length) {
    const c = q[i];
    if (c === '"') {
      const close = q.indexOf('"', i + 1);
      const end = close === -1 ? q.length : close;
      const node = builder.fromTokens(tokenize(q.slice(i + 1, end)));
      if (node) groups[groups.length - 1].push(negate ? { kind: 'not', child: node } : node);
      negate = false;
      i = end + 1;
      continue;
    }
    RUN_HERE.lastIndex = i;
    const match = RUN_HERE.exec(q);
    if (match) {
      const run = match[0];
      i += run.length;
      if (!negate && run.toLowerCase() === 'or') {
        if (groups[groups.length - 1].length) groups.push([]);
        continue;
      }
      const node = builder.fromTokens(tokenize(run));
      if (node) groups[groups.length - 1].push(negate ? { kind: 'not', child: node } : node);
      negate = false;
      continue;
    }
    // A "-" where a word could begin negates the next word or quote; spaces keep it waiting; anything else only separates.
    if (c === '-') negate = true;
    else if (!/\s/u.test(c)) negate = false;
    i += 1;
  }
  const ands = groups.filter((group) => group.length).map((group): QueryNode => (group.length === 1 ? group[0] : { kind: 'and', children: group }));
  const root = ands.length === 0 ? null : ands.length === 1 ? ands[0] : { kind: 'or' as const, children: ands };
  return { operands: builder.operands, root, hasPhrase: builder.hasPhrase };
}

/**
 * The prefix retry: to_tsquery('english', 'w1:* & w2:*') over the query's
 * first eight words (letters and digits only, at most 40 characters each),
 * each word stemmed before it is used as a prefix ("amendments" → 'amend':*).
 */
export function parsePrefix(q: string, lexicon: Lexicon): ParsedQuery {
  const builder = new QueryBuilder(lexicon);
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((word) => word.slice(0, 40).toLowerCase());
  const children: QueryNode[] = [];
  for (const word of words) {
    const lexeme = lexemeOf(word, lexicon);
    if (lexeme) children.push({ kind: 'term', operand: builder.operand(lexeme, true) });
  }
  const root = children.length === 0 ? null : children.length === 1 ? children[0] : { kind: 'and' as const, children };
  return { operands: builder.operands, root, hasPhrase: false };
}

/** The words of a prefix query, lower case, for looking them up first. */
export function prefixWords(q: string): string[] {
  return [...new Set((q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((word) => word.slice(0, 40).toLowerCase()))].filter(needsStemming);
}

/** Does an operand match this lexeme? */
export function operandMatches(operand: Operand, lexeme: string): boolean {
  return operand.prefix ? lexeme.startsWith(operand.lexeme) : lexeme === operand.lexeme;
}

/**
 * Evaluates a query given, for each operand, the positions where it occurs
 * (sorted ascending). `within` bounds a phrase's positions (a headline cover).
 */
export function evaluate(node: QueryNode, positions: ReadonlyArray<readonly number[]>): boolean {
  switch (node.kind) {
    case 'term':
      return positions[node.operand].length > 0;
    case 'not':
      return !evaluate(node.child, positions);
    case 'and':
      return node.children.every((child) => evaluate(child, positions));
    case 'or':
      return node.children.some((child) => evaluate(child, positions));
    case 'phrase': {
      const [first, ...rest] = node.parts;
      return positions[first.operand].some((start) => rest.every((part) => positions[part.operand].includes(start - first.offset + part.offset)));
    }
  }
}

// ---------------------------------------------------------------- headlines

/** Positions where a term or phrase (its last word) occurs, and how far back its first word lies. */
interface Location {
  pos: number[];
  width: number;
}

/**
 * TS_execute_locations: for a query that matches, the occurrences of each
 * AND'ed term or phrase (an OR merges its sides' occurrences; a NOT reports
 * none); null when it does not match.
 */
function locate(node: QueryNode, positions: ReadonlyArray<readonly number[]>): Location[] | null {
  switch (node.kind) {
    case 'term':
      return positions[node.operand].length ? [{ pos: [...positions[node.operand]], width: 0 }] : null;
    case 'not':
      return locate(node.child, positions) === null ? [] : null;
    case 'phrase': {
      const [first, ...rest] = node.parts;
      const width = Math.max(...node.parts.map((part) => part.offset)) - first.offset;
      const ends = positions[first.operand]
        .filter((start) => rest.every((part) => positions[part.operand].includes(start - first.offset + part.offset)))
        .map((start) => start + width);
      return ends.length ? [{ pos: ends, width }] : null;
    }
    case 'and': {
      const all: Location[] = [];
      for (const child of node.children) {
        const found = locate(child, positions);
        if (found === null) return null;
        all.push(...found);
      }
      return all;
    }
    case 'or': {
      let merged: Location[] | null = null;
      for (const child of node.children) {
        const found = locate(child, positions);
        if (merged === null || found === null) {
          merged = merged ?? found;
          continue;
        }
        if (!merged.length || !found.length) {
          merged = merged.length ? merged : found;
          continue;
        }
        // (A & B) | (C & D) = (A | C) & (A | D) & (B | C) & (B | D): each pair's occurrences together.
        const pairs: Location[] = [];
        for (const left of merged) {
          for (const right of found) pairs.push({ pos: [...new Set([...left.pos, ...right.pos])].sort((a, b) => a - b), width: Math.max(left.width, right.width) });
        }
        merged = pairs;
      }
      return merged;
    }
  }
}

/** ts_headline's options as search.ts gives them: MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2. */
export interface HeadlineOptions {
  maxWords: number;
  minWords: number;
  shortWord: number;
  maxFragments: number;
  startSel: string;
  stopSel: string;
  fragmentDelimiter: string;
}

/** Token kinds in a HeadText: a space (anything between words), a word, a number (never ends a headline), a compound (shown through its parts). */
export const SPACE = 0;
export const WORD = 1;
export const NUMBER = 2;
export const COMPOUND = 3;

/**
 * A text cut into tokens (spaces included, as Postgres' headline parser
 * has them), in parallel arrays: where each begins and ends, its kind, its
 * position (words only), and which query operands it matches.
 */
export interface HeadText {
  text: string;
  count: number;
  start: Int32Array;
  end: Int32Array;
  kind: Uint8Array;
  pos: Int32Array;
  items: Array<readonly number[] | undefined>;
}

const KIND_OF: Record<TokenKind, number> = { space: SPACE, word: WORD, number: NUMBER, compound: COMPOUND };

/** A HeadText from plain text, its words looked up in the lexicon (tests and the SQL-free path of one-off texts). */
export function headText(text: string, query: ParsedQuery, lexicon: Lexicon): HeadText {
  const tokens = tokenize(text);
  const head: HeadText = {
    text,
    count: tokens.length,
    start: new Int32Array(tokens.length),
    end: new Int32Array(tokens.length),
    kind: new Uint8Array(tokens.length),
    pos: new Int32Array(tokens.length),
    items: new Array(tokens.length),
  };
  tokens.forEach((token, i) => {
    head.start[i] = token.start;
    head.end[i] = token.start + token.text.length;
    head.kind[i] = KIND_OF[token.kind];
    head.pos[i] = token.pos;
    if (token.kind === 'space') return;
    const lexeme = lexemeOf(token.lower, lexicon);
    if (!lexeme) return;
    const items: number[] = [];
    query.operands.forEach((operand, index) => operandMatches(operand, lexeme) && items.push(index));
    if (items.length) head.items[i] = items;
  });
  return head;
}

/** Which tokens a headline shows; one array for every headline (each is finished before the next begins). */
let shownScratch = new Uint8Array(1024);

/** ts_headline(text, query, options) with MaxFragments > 0; see headlineOf. */
export function headline(text: string, query: ParsedQuery, lexicon: Lexicon, options: HeadlineOptions): string {
  return headlineOf(headText(text, query, lexicon), query, options);
}

/**
 * ts_headline with MaxFragments > 0, step for step as Postgres'
 * mark_hl_fragments: covers (the shortest ranges holding every AND'ed term,
 * found from the query's locations, that satisfy the query), cut into
 * fragments of at most MaxWords that begin and end on query words, the best
 * MaxFragments chosen (most query words, then fewest words), each stretched
 * towards MaxWords without ending on a short word or a number; with no
 * cover, the first MinWords words. Query words in what is shown are wrapped
 * in StartSel/StopSel.
 */
export function headlineOf(h: HeadText, query: ParsedQuery, options: HeadlineOptions): string {
  const { root, operands } = query;
  const n = h.count;
  if (shownScratch.length < n) shownScratch = new Uint8Array(Math.max(n, 2 * shownScratch.length));
  const shown = shownScratch.fill(0, 0, n);
  const nonWord = (i: number) => h.kind[i] === SPACE || h.kind[i] === COMPOUND;
  const noEnd = (i: number) => nonWord(i) || h.kind[i] === NUMBER;
  const interesting = (i: number) => h.items[i] !== undefined;
  const short = (i: number) => {
    const length = h.end[i] - h.start[i];
    // Postgres counts bytes; a word longer than ShortWord in characters is longer in bytes too.
    return length <= options.shortWord && Buffer.byteLength(h.text.slice(h.start[i], h.end[i])) <= options.shortWord;
  };
  const badEndpoint = (i: number) => (noEnd(i) || short(i)) && !interesting(i);

  const satisfies = (from: number, to: number) => {
    if (!root) return false;
    const positions: number[][] = operands.map(() => []);
    for (let i = from; i <= to; i += 1) {
      const items = h.items[i];
      if (items) for (const item of items) positions[item].push(h.pos[i]);
    }
    return evaluate(root, positions);
  };
  // Where each AND'ed term or phrase of the query occurs in the whole text (TS_execute_locations).
  const everywhere: number[][] = operands.map(() => []);
  // The tokens that are query words, in order: a cover is looked for among them alone.
  const queryTokens: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const items = h.items[i];
    if (!items) continue;
    queryTokens.push(i);
    for (const item of items) everywhere[item].push(h.pos[i]);
  }
  const locations = root ? locate(root, everywhere) : null;
  /**
   * hlCover: from lexeme position `from` on, the shortest, earliest range of
   * positions holding every AND'ed term, as token indexes whose both ends are
   * query words, if that range satisfies the query.
   */
  const cover = (from: number): { p: number; q: number; next: number } | null => {
    if (!locations?.length) return null;
    let pos = from;
    for (;;) {
      let pose = -1;
      for (const location of locations) {
        const first = location.pos.find((at) => at >= pos);
        if (first === undefined) return null;
        pose = Math.max(pose, first);
      }
      let posb = Number.MAX_SAFE_INTEGER - 1;
      for (const location of locations) {
        let last = -1;
        for (let i = location.pos.length - 1; i >= 0; i -= 1) {
          if (location.pos[i] - location.width <= pose) {
            last = location.pos[i] - location.width;
            break;
          }
        }
        posb = Math.min(posb, last);
      }
      posb = Math.max(posb, pos);
      if (posb <= pose) {
        let idxb = -1;
        let idxe = -1;
        for (const i of queryTokens) {
          if (idxb < 0 && h.pos[i] >= posb) idxb = i;
          if (h.pos[i] <= pose) idxe = i;
          else break;
        }
        if (idxb >= 0 && idxe >= idxb && satisfies(idxb, idxe)) return { p: idxb, q: idxe, next: posb + 1 };
      }
      pos = posb + 1;
    }
  };

  interface Fragment {
    start: number;
    end: number;
    poslen: number;
    curlen: number;
    chosen: boolean;
    excluded: boolean;
  }
  const fragments: Fragment[] = [];
  for (let found = cover(0); found; found = cover(found.next)) {
    let start = found.p;
    let end = found.q;
    const { q } = found;
    while (start <= end) {
      // get_next_fragment: from a query word, at most MaxWords, ending on a query word.
      let i: number;
      for (i = start; i <= end; i += 1) {
        start = i;
        if (interesting(i)) break;
      }
      let curlen = 0;
      let poslen = 0;
      for (i = start; i <= end && curlen < options.maxWords; i += 1) {
        if (!nonWord(i)) curlen += 1;
        if (interesting(i)) poslen += 1;
      }
      if (end > i) {
        end = i;
        for (i = end; i >= start; i -= 1) {
          end = i;
          if (interesting(i)) break;
          if (!nonWord(i)) curlen -= 1;
        }
      }
      fragments.push({ start, end, poslen, curlen, chosen: false, excluded: false });
      start = end + 1;
      end = q;
    }
  }

  let chosenCount = 0;
  for (let f = 0; f < options.maxFragments; f += 1) {
    let best = -1;
    let maxItems = 0;
    let minWords = Number.MAX_SAFE_INTEGER;
    fragments.forEach((fragment, index) => {
      if (!fragment.chosen && !fragment.excluded && (maxItems < fragment.poslen || (maxItems === fragment.poslen && minWords > fragment.curlen))) {
        maxItems = fragment.poslen;
        minWords = fragment.curlen;
        best = index;
      }
    });
    if (best < 0) break;
    const fragment = fragments[best];
    fragment.chosen = true;
    let { start, end, curlen } = fragment;
    if (curlen < options.maxWords) {
      const maxStretch = Math.floor((options.maxWords - curlen) / 2);
      let stretch = 0;
      let marker = start;
      let i: number;
      for (i = start - 1; i >= 0 && stretch < maxStretch && !shown[i]; i -= 1) {
        if (!nonWord(i)) {
          curlen += 1;
          stretch += 1;
        }
        marker = i;
      }
      for (i = marker; i < start && badEndpoint(i); i += 1) if (!nonWord(i)) curlen -= 1;
      start = i;
      marker = end;
      for (i = end + 1; i < n && curlen < options.maxWords && !shown[i]; i += 1) {
        if (!nonWord(i)) curlen += 1;
        marker = i;
      }
      for (i = marker; i > end && badEndpoint(i); i -= 1) if (!nonWord(i)) curlen -= 1;
      end = i;
    }
    Object.assign(fragment, { start, end, curlen });
    shown.fill(1, start, end + 1);
    chosenCount += 1;
    for (const other of fragments) {
      if (other !== fragment && ((other.start >= start && other.start <= end) || (other.end >= start && other.end <= end) || (other.start < start && other.end > end))) {
        other.excluded = true;
      }
    }
  }
  if (chosenCount === 0 && n) {
    let curlen = 0;
    let end = 0;
    for (let i = 0; i < n && curlen < options.minWords; i += 1) {
      if (!nonWord(i)) curlen += 1;
      end = i;
    }
    shown.fill(1, 0, end + 1);
  }

  // generateHeadline: the tokens shown, in order, query words marked; compounds are shown through their parts.
  let out = '';
  let inFragment = false;
  let count = 0;
  for (let i = 0; i < n; i += 1) {
    if (!shown[i]) {
      inFragment = false;
      continue;
    }
    if (!inFragment) {
      inFragment = true;
      count += 1;
      if (count > 1) out += options.fragmentDelimiter;
    }
    if (h.kind[i] === COMPOUND) continue;
    const text = h.text.slice(h.start[i], h.end[i]);
    out += h.items[i] ? `${options.startSel}${text}${options.stopSel}` : text;
  }
  return out;
}
