/**
 * What a reader means by the words they type, before the index looks them
 * up: other ways of writing the same thing (a number for an ordinal, a Roman
 * numeral, a nickname from the synonym list kept as content), and, when a
 * word is in no article, the nearest word that is (a misspelling).
 *
 * Queries stay in the web's syntax (search-text.ts): each way of saying the
 * query is another query string, searched on its own; the index merges what
 * they find. Words inside quotes or after a "-" are taken as written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '../db/archive.ts';

/** How many ways of saying one query are searched at most (the query as typed first). */
export const MAX_VARIANTS = 6;

const ONES = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEENS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TENTHS = ['', '', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'];

/** "nineteenth" for 19, "twenty-seventh" for 27 (1 to 99), as the archive writes amendments and centuries. */
export function ordinalWord(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > 99) return null;
  if (n < 10) return ONES[n];
  if (n < 20) return TEENS[n - 10];
  const tens = Math.floor(n / 10);
  return n % 10 === 0 ? TENTHS[tens] : `${TENS[tens]}-${ONES[n % 10]}`;
}

/** "19th" for 19, "1st", "2nd", "3rd", "11th". */
export function ordinalNumber(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const ORDINAL_VALUES = new Map<string, number>();
for (let n = 1; n <= 99; n += 1) ORDINAL_VALUES.set(ordinalWord(n) as string, n);

const ROMAN = /^(x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_DIGITS: Record<string, number> = { i: 1, v: 5, x: 10 };

/** The value of a Roman numeral of two letters or more up to 39 (ii, xix, xxvii), as amendments and articles are numbered; null for anything else ("i", "v" and "x" alone are too often something else). */
export function romanValue(word: string): number | null {
  if (word.length < 2 || !ROMAN.test(word)) return null;
  let total = 0;
  for (let i = 0; i < word.length; i += 1) {
    const value = ROMAN_DIGITS[word[i]];
    const next = ROMAN_DIGITS[word[i + 1]] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** Other ways of writing one word: 19th, nineteenth and xix name the same amendment. */
export function numberForms(word: string): string[] {
  const numeric = /^(\d{1,2})(st|nd|rd|th)$/.exec(word);
  if (numeric) {
    const n = Number(numeric[1]);
    const spelled = ordinalWord(n);
    return spelled && ordinalNumber(n) === word ? [spelled] : [];
  }
  const spelled = ORDINAL_VALUES.get(word);
  if (spelled !== undefined) return [ordinalNumber(spelled)];
  const roman = romanValue(word);
  if (roman !== null) {
    const spelledRoman = ordinalWord(roman);
    return spelledRoman ? [spelledRoman, ordinalNumber(roman)] : [];
  }
  return [];
}

/** A word of a query: where it stands, and whether it may be read another way (not quoted, not negated). */
interface QueryWord {
  text: string;
  start: number;
  end: number;
  free: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/** The words of a query, in order, each marked free unless it sits inside quotes or right after a "-". */
export function queryWordsOf(q: string): QueryWord[] {
  const quoted: Array<[number, number]> = [];
  for (let at = q.indexOf('"'); at !== -1; ) {
    const close = q.indexOf('"', at + 1);
    const end = close === -1 ? q.length : close;
    quoted.push([at, end]);
    at = close === -1 ? -1 : q.indexOf('"', close + 1);
  }
  return [...q.matchAll(WORD)].map((match) => {
    const start = match.index ?? 0;
    const inQuotes = quoted.some(([from, to]) => start > from && start < to);
    const negated = q[start - 1] === '-';
    return { text: match[0].toLowerCase(), start, end: start + match[0].length, free: !inQuotes && !negated };
  });
}

/** One group of the synonym list: every entry means the same to a reader. */
export type SynonymGroup = readonly string[];

/** The synonym list (server/content/search/synonyms.json), editors' content like the articles. */
export function loadSynonyms(file = path.join(contentDir, 'search', 'synonyms.json')): SynonymGroup[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { groups?: unknown };
  if (!Array.isArray(parsed.groups)) throw new Error(`${file}: needs "groups", a list of lists of words`);
  return parsed.groups.map((group, index) => {
    if (!Array.isArray(group) || group.length < 2 || group.some((entry) => typeof entry !== 'string' || !entry.trim())) {
      throw new Error(`${file}: group ${index + 1} needs two or more entries, each some words`);
    }
    return group.map((entry: string) => entry.trim().toLowerCase());
  });
}

const wordsOf = (text: string) => (text.toLowerCase().match(WORD) ?? []).map((word) => word);

/** Entries by their first word, each with its words, for matching spans of a query. */
export class Synonyms {
  private readonly byFirst = new Map<string, Array<{ words: string[]; group: number }>>();

  constructor(readonly groups: readonly SynonymGroup[]) {
    groups.forEach((group, index) => {
      for (const entry of group) {
        const words = wordsOf(entry);
        if (!words.length) continue;
        const list = this.byFirst.get(words[0]) ?? [];
        list.push({ words, group: index });
        // Longest first, so "franklin delano roosevelt" wins over "franklin".
        list.sort((a, b) => b.words.length - a.words.length);
        this.byFirst.set(words[0], list);
      }
    });
  }

  /** The longest entry starting at word `at` of `words`, and how many words it spans. */
  match(words: readonly QueryWord[], at: number): { group: number; length: number } | null {
    for (const entry of this.byFirst.get(words[at].text) ?? []) {
      const span = words.slice(at, at + entry.words.length);
      if (span.length === entry.words.length && span.every((word, i) => word.free && word.text === entry.words[i])) return { group: entry.group, length: entry.words.length };
    }
    return null;
  }
}

/** A stretch of the query that may be written other ways. */
interface Slot {
  start: number;
  end: number;
  others: string[];
}

/** A phrase of several words goes in quotes, so the words are found together. */
const asPhrase = (entry: string) => (wordsOf(entry).length > 1 ? `"${entry}"` : entry);

/**
 * The query as typed, then the same query with its numbers, Roman numerals
 * and synonyms written the other ways (at most MAX_VARIANTS in all, the
 * nearest to what was typed first).
 */
export function queryVariants(q: string, synonyms: Synonyms): string[] {
  const words = queryWordsOf(q);
  const slots: Slot[] = [];
  for (let i = 0; i < words.length; ) {
    const synonym = words[i].free ? synonyms.match(words, i) : null;
    if (synonym) {
      const start = words[i].start;
      const end = words[i + synonym.length - 1].end;
      const typed = q.slice(start, end).toLowerCase();
      const others = synonyms.groups[synonym.group].filter((entry) => wordsOf(entry).join(' ') !== wordsOf(typed).join(' ')).map(asPhrase);
      slots.push({ start, end, others });
      i += synonym.length;
      continue;
    }
    const forms = words[i].free ? numberForms(words[i].text) : [];
    if (forms.length) slots.push({ start: words[i].start, end: words[i].end, others: forms });
    i += 1;
  }
  if (!slots.length) return [q];
  // Every combination, breadth first: one slot changed, then two..., so the cap keeps the closest readings.
  const variants = [q];
  const seen = new Set(variants);
  let frontier: Array<{ text: string; choices: number[] }> = [{ text: q, choices: slots.map(() => -1) }];
  while (frontier.length && variants.length < MAX_VARIANTS) {
    const next: typeof frontier = [];
    for (const { choices } of frontier) {
      slots.forEach((slot, s) => {
        if (choices[s] !== -1) return;
        slot.others.forEach((_, o) => {
          const picked = choices.map((choice, k) => (k === s ? o : choice));
          const text = render(q, slots, picked);
          if (seen.has(text) || variants.length >= MAX_VARIANTS) return;
          seen.add(text);
          variants.push(text);
          next.push({ text, choices: picked });
        });
      });
    }
    frontier = next;
  }
  return variants;
}

function render(q: string, slots: readonly Slot[], choices: readonly number[]): string {
  let out = '';
  let at = 0;
  slots.forEach((slot, s) => {
    out += q.slice(at, slot.start);
    out += choices[s] === -1 ? q.slice(slot.start, slot.end) : slot.others[choices[s]];
    at = slot.end;
  });
  return out + q.slice(at);
}

/** How many letters a word may be off by and still be corrected: none for short words, one from four letters, two from eight. */
export function typoAllowance(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** The edit distance between a and b (insertions, deletions, substitutions, and two letters swapped), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The words of the archive, with how often each occurs, for correcting a
 * misspelt query word to the nearest one (the most frequent among the
 * nearest). Words are only added: one whose last article went away may
 * still be suggested, and then simply finds nothing (a correction is only
 * used when it finds more than what was typed).
 */
export class Vocabulary {
  private readonly counts = new Map<string, number>();
  private byLength: Map<number, string[]> | null = null;

  add(word: string): void {
    const count = this.counts.get(word);
    if (count === undefined) this.byLength = null;
    this.counts.set(word, (count ?? 0) + 1);
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }

  /** The nearest known word within the word's allowance, or null. */
  nearest(word: string): string | null {
    const max = typoAllowance(word);
    if (max === 0) return null;
    if (!this.byLength) {
      this.byLength = new Map();
      for (const known of this.counts.keys()) {
        const list = this.byLength.get(known.length) ?? [];
        list.push(known);
        this.byLength.set(known.length, list);
      }
    }
    let best: { word: string; distance: number; count: number } | null = null;
    for (let length = word.length - max; length <= word.length + max; length += 1) {
      for (const known of this.byLength.get(length) ?? []) {
        const distance = editDistance(word, known, best ? Math.min(max, best.distance) : max);
        if (distance > max) continue;
        const count = this.counts.get(known) ?? 0;
        if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word: known, distance, count };
      }
    }
    return best?.word ?? null;
  }
}

/**
 * The query with each free word that is in no article (and is no stop
 * word) replaced by the nearest word that is; null when nothing changed.
 * `isStopWord` says which words are ignored anyway ("the", "of").
 */
export function correctQuery(q: string, vocabulary: Vocabulary, isStopWord: (word: string) => boolean): string | null {
  let out = '';
  let at = 0;
  let changed = false;
  for (const word of queryWordsOf(q)) {
    if (!word.free || word.text.includes('-') || /\d/.test(word.text) || vocabulary.has(word.text) || isStopWord(word.text)) continue;
    const nearest = vocabulary.nearest(word.text);
    if (!nearest) continue;
    out += q.slice(at, word.start) + nearest;
    at = word.end;
    changed = true;
  }
  return changed ? out + q.slice(at) : null;
}
