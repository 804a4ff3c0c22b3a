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
const ABBREVIATION = /^(?:(?:\p{L}\.)+|(?:Mr|Mrs|Ms|Dr|Jr|Sr|St|Mt|Ft|Gen|Gov|Sen|Rep|Rev|Capt|Col|Lt|No|vs|etc)\.)["”’)\]]*$/u;
/** What a snippet may begin with: a letter, a digit, or an opening quote or bracket. */
const WORD_START = /[\p{L}\p{N}"“‘'([]/u;
/** Left dangling at a cut end: spaces, commas, colons, dashes, an opening bracket. */
const DANGLING_END = /[\s,;:\-–—([“‘]/u;

/** White space as `\s` means it, without a regular expression for the common characters (this runs for every character of a snippet). */
function isSpace(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/u.test(c);
}

/**
 * Does `before` (text up to a point) end a sentence? Not when the period
 * belongs to an abbreviation. Both marks lie in the last word (they hold no
 * space), so only it is looked at: the text before may be long.
 */
function endsSentence(before: string): boolean {
  let end = before.length;
  while (end > 0 && isSpace(before[end - 1])) end -= 1;
  let start = end;
  while (start > 0 && !isSpace(before[start - 1])) start -= 1;
  const last = before.slice(start, end);
  return END_PUNCTUATION.test(last) && !ABBREVIATION.test(last);
}

/** Where each sentence after the first begins, as indexes into `value`. */
function sentenceBreaks(value: string): number[] {
  return [...value.matchAll(SENTENCE_BREAK)]
    .filter((match) => endsSentence(value.slice(0, (match.index ?? 0) + match[0].trimEnd().length)))
    .map((match) => (match.index ?? 0) + match[0].length);
}

const wordCount = (value: string) => value.split(' ').filter(Boolean).length;

/** A fragment's text and where in it the `<mark>…</mark>` runs lie, as [start, end) pairs in order (a few a fragment). */
interface Chars {
  text: string;
  marks: number[];
}

const chars = (text: string, marks: number[] = []): Chars => ({ text, marks });

/** Characters [start, end) of a fragment, its marked runs cut to them. */
function sliceChars(value: Chars, start: number, end = value.text.length): Chars {
  const marks: number[] = [];
  for (let i = 0; i < value.marks.length; i += 2) {
    const from = Math.max(value.marks[i], start);
    const to = Math.min(value.marks[i + 1], end);
    if (from < to) marks.push(from - start, to - start);
  }
  return chars(value.text.slice(start, end), marks);
}

/** Is any character in [start, end) marked? */
function anyMarked(marks: number[], start: number, end: number): boolean {
  for (let i = 0; i < marks.length; i += 2) if (marks[i] < end && marks[i + 1] > start) return true;
  return false;
}

/** Is the character at `index` marked? */
const isMarked = (marks: number[], index: number) => anyMarked(marks, index, index + 1);

/** The fragment's characters and its marked runs; runs of white space become one space. */
function parse(fragment: string): Chars {
  let text = '';
  const marks: number[] = [];
  let markedFrom = -1;
  const closeMark = () => {
    if (markedFrom !== -1 && text.length > markedFrom) {
      // A run that touches the one before (a tag pair with nothing between) joins it.
      if (marks.length && marks[marks.length - 1] === markedFrom) marks[marks.length - 1] = text.length;
      else marks.push(markedFrom, text.length);
    }
    markedFrom = -1;
  };
  for (let i = 0; i < fragment.length; ) {
    if (fragment.startsWith(OPEN, i)) {
      if (markedFrom === -1) markedFrom = text.length;
      i += OPEN.length;
      continue;
    }
    if (fragment.startsWith(CLOSE, i)) {
      closeMark();
      i += CLOSE.length;
      continue;
    }
    // The text up to the next tag, its white space runs made single spaces (also across a tag).
    const tag = fragment.indexOf('<', i + 1);
    const end = tag === -1 ? fragment.length : tag;
    let piece = fragment.slice(i, end);
    if (!isPlain(piece)) piece = piece.replace(/\s+/gu, ' ');
    if (piece.startsWith(' ') && text.endsWith(' ')) piece = piece.slice(1);
    text += piece;
    i = end;
  }
  closeMark();
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === ' ') start += 1;
  while (end > start && text[end - 1] === ' ') end -= 1;
  return sliceChars(chars(text, marks), start, end);
}

/** The characters back in text form, each marked run wrapped once. */
function render({ text, marks }: Chars): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < marks.length; i += 2) {
    out += `${text.slice(from, marks[i])}${OPEN}${text.slice(marks[i], marks[i + 1])}${CLOSE}`;
    from = marks[i + 1];
  }
  return out + text.slice(from);
}

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
  chars: Chars;
  /** Text of its sentence was left out before it. */
  cutBefore: boolean;
  /** Text of its sentence was left out after it. */
  cutAfter: boolean;
}

/** How many words a snippet's outer edge may grow by to reach its sentence's beginning or end. */
const GROW_WORDS = 8;


/**
 * One fragment: widened to whole words; its outer edges (the snippet's first
 * start and last end) grown to the sentence's edge when that is a few words
 * away; any edge still inside a sentence moved to a sentence break a few
 * words in when nothing marked is lost, and otherwise left as a cut.
 */
function shapeFragment(fragment: string, source: string, outer: { start: boolean; end: boolean }): Shaped | null {
  let shown = parse(fragment);
  if (!shown.text.length) return null;
  const plain = shown.text;
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
    while (start > 0 && !isSpace(source[start - 1])) start -= 1;
    while (end < source.length && !isSpace(source[end])) end += 1;
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
    const lead = source.slice(before, at);
    const tail = source.slice(at + plain.length, after).trimEnd();
    shown = chars(
      lead + plain + tail,
      shown.marks.map((at) => at + lead.length),
    );
    startsSentence = beginsSentence(source, before);
    endsSentenceOrText = after >= source.length || endsSentence(source.slice(0, after));
  }

  // The start: a sentence's beginning, or a cut.
  let first = 0;
  while (first < shown.text.length && !isMarked(shown.marks, first) && !WORD_START.test(shown.text[first])) first += 1;
  if (first) shown = sliceChars(shown, first);
  let cutBefore = false;
  if (!startsSentence) {
    const breakAt = sentenceBreaks(shown.text)[0];
    if (breakAt !== undefined && wordCount(shown.text.slice(0, breakAt)) <= SENTENCE_WINDOW_WORDS && !anyMarked(shown.marks, 0, breakAt)) {
      shown = sliceChars(shown, breakAt);
    } else {
      cutBefore = true;
    }
  }

  // The end: a sentence's end, the text's end, or a cut.
  let cutAfter = false;
  if (!endsSentenceOrText) {
    let end = shown.text.length;
    while (end > 0 && !isMarked(shown.marks, end - 1) && DANGLING_END.test(shown.text[end - 1])) end -= 1;
    if (end < shown.text.length) shown = sliceChars(shown, 0, end);
    const breaks = sentenceBreaks(shown.text);
    // A break's index is where the next sentence begins; the one before ends just ahead of it.
    const last = breaks[breaks.length - 1];
    if (last !== undefined && wordCount(shown.text.slice(last)) <= SENTENCE_WINDOW_WORDS && !anyMarked(shown.marks, last, shown.text.length)) {
      end = last;
      while (end > 0 && shown.text[end - 1] === ' ') end -= 1;
      shown = sliceChars(shown, 0, end);
    } else {
      cutAfter = true;
    }
  }
  return shown.text.length ? { chars: shown, cutBefore, cutAfter } : null;
}

/** Is every white space in the text a single space? Most texts are so, and need no replacing. */
function isPlain(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 32) {
      if (value.charCodeAt(i + 1) === 32) return false;
    } else if (code < 32 || (code >= 128 && isSpace(value[i]))) {
      return false;
    }
  }
  return true;
}

/** Runs of white space as one space, trimmed. */
function normalise(source: string): string {
  return isPlain(source) ? source.trim() : source.replace(/\s+/gu, ' ').trim();
}

/** Is the text as normalise leaves it (so a caller that knew it beforehand may tell shapeSnippet so)? */
export function isNormalised(text: string): boolean {
  return isPlain(text) && !text.startsWith(' ') && !text.endsWith(' ');
}

/**
 * A snippet from ts_headline's output (fragments joined by FRAGMENT_DELIMITER,
 * matched words in `<mark>…</mark>`) and the text it was made from. Each
 * fragment begins and ends at whole words. The snippet's start and end reach
 * to their sentence's edge when it is at most GROW_WORDS words away, or to a
 * sentence break a few words inside when nothing marked is dropped;
 * otherwise "…" shows the cut. Fragments are joined by " … ". Marks are kept
 * whole. `sourceNormalised` says the source is known to be as isNormalised
 * wants it, so it is not read through again.
 */
export function shapeSnippet(headline: string, source: string, sourceNormalised = false): string {
  const normalised = sourceNormalised ? source : normalise(source);
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
