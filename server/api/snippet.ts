/**
 * Product §2, Search: a result's snippet begins and ends at whole words, and
 * an ellipsis shows where a sentence was cut. ts_headline picks good
 * fragments (it knows the stemmed query words to mark) but cuts them where
 * its word count runs out, so a fragment may start inside a sentence
 * ("legal secretary. She instead took") or end on a comma, and it never says
 * so. This tidies each fragment against the text it was cut from.
 */

/** Marks the ends of ts_headline's fragments; chosen so no article text contains it. */
export const FRAGMENT_DELIMITER = ' @@fragment@@ ';

export const ELLIPSIS = '…';

const OPEN = '<mark>';
const CLOSE = '</mark>';

/** How far into a fragment (in words) a sentence break may be moved to, rather than showing the cut. */
const SENTENCE_WINDOW_WORDS = 10;

/** Sentence-ending punctuation, optionally followed by closing quotes or brackets. */
const END_PUNCTUATION = /[.!?…]["”’)\]]*$/u;
/** Where a new sentence may begin after a space: end punctuation, space, then a capital, a digit or an opening quote. */
const SENTENCE_BREAK = /[.!?]["”’)\]]*\s+(?=["“‘(]?[\p{Lu}\p{N}])/gu;
/** A period that ends an abbreviation or initials ("U.S.", "C.", "Jr.", "v."), not a sentence. */
const ABBREVIATION = /(?:^|\s)(?:(?:\p{L}\.)+|(?:Mr|Mrs|Ms|Dr|Jr|Sr|St|Mt|Ft|Gen|Gov|Sen|Rep|Rev|Capt|Col|Lt|No|vs|etc)\.)["”’)\]]*$/u;
/** What a snippet may begin with: a letter, a digit, or an opening quote or bracket. */
const WORD_START = /[\p{L}\p{N}"“‘'([]/u;
/** Left dangling at a cut end: spaces, commas, colons, dashes, an opening bracket. */
const DANGLING_END = /[\s,;:\-–—([“‘]/u;

/** Does `before` (text up to a point) end a sentence? Not when the period belongs to an abbreviation. */
function endsSentence(before: string): boolean {
  const trimmed = before.trimEnd();
  return END_PUNCTUATION.test(trimmed) && !ABBREVIATION.test(trimmed);
}

/** Where each sentence after the first begins, as indexes into `value`. */
function sentenceBreaks(value: string): number[] {
  return [...value.matchAll(SENTENCE_BREAK)]
    .filter((match) => endsSentence(value.slice(0, (match.index ?? 0) + match[0].trimEnd().length)))
    .map((match) => (match.index ?? 0) + match[0].length);
}

const wordCount = (value: string) => value.split(' ').filter(Boolean).length;

interface Char {
  c: string;
  marked: boolean;
}

/** The fragment's characters, each knowing whether it was inside `<mark>…</mark>`; runs of white space become one space. */
function parse(fragment: string): Char[] {
  const chars: Char[] = [];
  let marked = false;
  for (let i = 0; i < fragment.length; ) {
    if (fragment.startsWith(OPEN, i)) {
      marked = true;
      i += OPEN.length;
    } else if (fragment.startsWith(CLOSE, i)) {
      marked = false;
      i += CLOSE.length;
    } else {
      const c = /\s/u.test(fragment[i]) ? ' ' : fragment[i];
      const last = chars[chars.length - 1];
      if (!(c === ' ' && last?.c === ' ')) chars.push({ c, marked });
      i += 1;
    }
  }
  while (chars[0]?.c === ' ') chars.shift();
  while (chars[chars.length - 1]?.c === ' ') chars.pop();
  return chars;
}

/** The characters back in text form, each marked run wrapped once. */
function render(chars: Char[]): string {
  let out = '';
  let open = false;
  for (const { c, marked } of chars) {
    if (marked !== open) {
      out += marked ? OPEN : CLOSE;
      open = marked;
    }
    out += c;
  }
  return open ? out + CLOSE : out;
}

const text = (chars: Char[]) => chars.map(({ c }) => c).join('');

/** Does the source put a sentence break just before `index` (or is it the start)? */
function beginsSentence(source: string, index: number): boolean {
  const before = source.slice(0, index).trimEnd();
  return before === '' || endsSentence(before);
}

/** How many words reach back from `index` to its sentence's beginning (Infinity when more than `limit`). */
function backToSentence(source: string, index: number, limit: number): number {
  let at = index;
  for (let words = 0; words <= limit; words += 1) {
    if (beginsSentence(source, at)) return at;
    const before = source.slice(0, at).trimEnd();
    at = before.lastIndexOf(' ') + 1;
  }
  return -1;
}

/** Where the sentence running at `index` ends, if within `limit` words (-1 when further). */
function onToSentenceEnd(source: string, index: number, limit: number): number {
  let at = index;
  for (let words = 0; words <= limit && at < source.length; words += 1) {
    if (endsSentence(source.slice(0, at))) return at;
    const next = source.indexOf(' ', at + 1);
    at = next === -1 ? source.length : next;
  }
  return at >= source.length ? source.length : -1;
}

interface Shaped {
  chars: Char[];
  /** Text of its sentence was left out before it. */
  cutBefore: boolean;
  /** Text of its sentence was left out after it. */
  cutAfter: boolean;
}

/** How many words a snippet's outer edge may grow by to reach its sentence's beginning or end. */
const GROW_WORDS = 8;

const plainChars = (value: string): Char[] => [...value].map((c) => ({ c, marked: false }));

/**
 * One fragment: widened to whole words; its outer edges (the snippet's first
 * start and last end) grown to the sentence's edge when that is a few words
 * away; any edge still inside a sentence moved to a sentence break a few
 * words in when nothing marked is lost, and otherwise left as a cut.
 */
function shapeFragment(fragment: string, source: string, outer: { start: boolean; end: boolean }): Shaped | null {
  let chars = parse(fragment);
  if (!chars.length) return null;
  const plain = text(chars);
  const at = source.indexOf(plain);
  let startsSentence: boolean;
  let endsSentenceOrText: boolean;
  if (at === -1) {
    // Not found (the text changed between statements): judge by the fragment alone.
    startsSentence = /^["“‘(]?[\p{Lu}\p{N}]/u.test(plain);
    endsSentenceOrText = endsSentence(plain);
  } else {
    // Whole words: ts_headline's words can be parts of a hyphenated word, and
    // punctuation touching the first or last word belongs with it.
    let start = at;
    let end = at + plain.length;
    while (start > 0 && !/\s/u.test(source[start - 1])) start -= 1;
    while (end < source.length && !/\s/u.test(source[end])) end += 1;
    let before = start;
    let after = end;
    if (outer.start) {
      const back = backToSentence(source, start, GROW_WORDS);
      if (back !== -1) before = back;
    }
    if (outer.end) {
      const on = onToSentenceEnd(source, end, GROW_WORDS);
      if (on !== -1) after = on;
    }
    chars = [...plainChars(source.slice(before, at)), ...chars, ...plainChars(source.slice(at + plain.length, after).trimEnd())];
    startsSentence = beginsSentence(source, before);
    endsSentenceOrText = after >= source.length || endsSentence(source.slice(0, after));
  }

  // The start: a sentence's beginning, or a cut.
  while (chars.length && !chars[0].marked && !WORD_START.test(chars[0].c)) chars.shift();
  let cutBefore = false;
  if (!startsSentence) {
    const breakAt = sentenceBreaks(text(chars))[0];
    if (breakAt !== undefined && wordCount(text(chars.slice(0, breakAt))) <= SENTENCE_WINDOW_WORDS && !chars.slice(0, breakAt).some((ch) => ch.marked)) {
      chars = chars.slice(breakAt);
    } else {
      cutBefore = true;
    }
  }

  // The end: a sentence's end, the text's end, or a cut.
  let cutAfter = false;
  if (!endsSentenceOrText) {
    while (chars.length && !chars[chars.length - 1].marked && DANGLING_END.test(chars[chars.length - 1].c)) chars.pop();
    const breaks = sentenceBreaks(text(chars));
    // A break's index is where the next sentence begins; the one before ends just ahead of it.
    const last = breaks[breaks.length - 1];
    const tail = last === undefined ? [] : chars.slice(last);
    if (last !== undefined && wordCount(text(tail)) <= SENTENCE_WINDOW_WORDS && !tail.some((ch) => ch.marked)) {
      chars = chars.slice(0, last);
      while (chars.length && chars[chars.length - 1].c === ' ') chars.pop();
    } else {
      cutAfter = true;
    }
  }
  return chars.length ? { chars, cutBefore, cutAfter } : null;
}

/**
 * A snippet from ts_headline's output (fragments joined by FRAGMENT_DELIMITER,
 * matched words in `<mark>…</mark>`) and the text it was made from. Each
 * fragment begins and ends at whole words. The snippet's start and end reach
 * to their sentence's edge when it is at most GROW_WORDS words away, or to a
 * sentence break a few words inside when nothing marked is dropped;
 * otherwise "…" shows the cut. Fragments are joined by " … ". Marks are kept
 * whole.
 */
export function shapeSnippet(headline: string, source: string): string {
  const normalised = source.replace(/\s+/gu, ' ').trim();
  const pieces = headline.split(FRAGMENT_DELIMITER.trim()).filter((piece) => piece.trim());
  const fragments = pieces
    .map((fragment, index) => shapeFragment(fragment, normalised, { start: index === 0, end: index === pieces.length - 1 }))
    .filter((fragment): fragment is Shaped => fragment !== null);
  if (!fragments.length) return '';
  const first = fragments[0];
  const last = fragments[fragments.length - 1];
  const body = fragments.map(({ chars }) => render(chars)).join(` ${ELLIPSIS} `);
  return `${first.cutBefore ? `${ELLIPSIS} ` : ''}${body}${last.cutAfter ? ` ${ELLIPSIS}` : ''}`;
}
