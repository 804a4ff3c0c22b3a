/**
 * How hard a text is to read, as the Flesch-Kincaid grade: the school year a
 * reader needs, from words per sentence and syllables per word. The archive
 * loader gives each article its body's grade (shown to teachers under "For
 * teachers"), and tests/content/reading-level.test.ts holds the archive to
 * a reader of about fourteen.
 */
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/** Sentence ends: a period, question or exclamation mark (and closing quotes), then a space and a capital, digit or quote, or the end. */
const SENTENCE_END = /[.!?]["”’)]*(?=\s+["“‘(]?[A-Z0-9]|\s*$)/g;
/** Periods that end no sentence: initials and short abbreviations. */
const ABBREVIATION = /\b(?:[A-Z]\.){1,3}|\b(?:Mr|Mrs|Ms|Dr|Jr|Sr|St|Gen|Gov|Sen|Rep|Rev|Capt|Col|Lt|No|vs|v)\./g;

export function readingGrade(text: string): number {
  const plain = text.replace(ABBREVIATION, (match) => match.replace(/\./g, ''));
  const sentences = Math.max(1, (plain.match(SENTENCE_END) ?? []).length);
  const words = plain.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? [];
  const syllables = words.reduce((sum, word) => sum + Math.max(1, syllable(word)), 0);
  return fleschKincaid({ sentence: sentences, word: Math.max(1, words.length), syllable: syllables });
}
