/**
 * Reads and validates the seed archive in server/content (format and rules:
 * server/content/README.md). Every rule failure is an ArchiveError whose
 * message names the file and the rule. Pure: no database here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CATEGORIES as TAXONOMY, ERAS } from '../../common/taxonomy.ts';
import { AP_GOV_REQUIRED, C3_CATEGORIES, type ApValue, type C3Value } from '../../common/teaching.ts';
import { projectRoot } from '../paths.ts';
import { ArchiveError, frontMatter } from './archive-error.ts';
import { documentAddresses, parseDocument, type ArchiveDocument } from './documents.ts';
import { readingGrade } from './readingLevel.ts';

export const contentDir = path.join(projectRoot, 'server', 'content');

/** The categories an article may name, with the topics each allows (common/taxonomy.ts, in seed order). */
export const CATEGORIES: ReadonlyArray<{ slug: string; name: string; topics: readonly string[] }> = TAXONOMY.map((category) => ({
  slug: category.slug,
  name: category.name,
  topics: category.topics.map((topic) => topic.value),
}));

export const DISCLOSURE = 'This article was created with AI assistance and reviewed by human editors for accuracy.';
export const WORDS_PER_MINUTE = 230;
export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 675;

/** A note: after character `at` of the text (markers removed), a numbered link to source `source` (1-based). */
export interface Note {
  at: number;
  source: number;
}

/** Words of a paragraph (characters `start` to `end`) that lead to a part of a founding document: `/documents/{slug}#{part}`. */
export interface PartLink {
  start: number;
  end: number;
  href: string;
}

export type Section =
  | { type: 'heading'; level: 2 | 3 | 4; content: string }
  | { type: 'paragraph'; content: string; notes?: Note[]; links?: PartLink[] };

/** A key fact without its markers, and the sources (1-based) its end cites. */
export interface KeyFact {
  text: string;
  sources: number[];
}

export interface Correction {
  date: string;
  text: string;
}

export interface Classroom {
  questions: string[];
  glossary: { term: string; definition: string }[];
  /** The C3 Framework's Dimension 2 categories the article supports (common/teaching.ts). */
  c3: C3Value[];
  /** AP U.S. Government and Politics' required documents and cases it discusses. */
  ap: ApValue[];
  /** Its body's Flesch-Kincaid grade, to one decimal (server/db/readingLevel.ts). */
  reading_grade: number;
}

/** From the document: the document's own words, and the primary source (1-based) they are quoted from. */
export interface DocumentExcerpt {
  title: string;
  paragraphs: string[];
  source: number;
}

export interface TimelineEvent {
  /** YYYY, YYYY-MM or YYYY-MM-DD. */
  date: string;
  title: string;
  text: string | null;
  source: number;
}

export interface ArchiveSource {
  title: string;
  publisher: string;
  url: string;
  date: string | null;
  type: 'primary' | 'secondary';
}

export interface ArchiveArticle {
  slug: string;
  title: string;
  dek: string;
  kicker: string;
  category: string;
  topic: string;
  /** The period the article is mostly about (common/taxonomy.ts ERAS): the search page's era facet. */
  era: string;
  author: string;
  reviewer: string;
  publishedAt: string;
  updatedAt: string;
  tags: string[];
  hero: { file: string; alt: string };
  keyFacts: KeyFact[];
  sources: ArchiveSource[];
  status: 'published' | 'draft';
  sections: Section[];
  reviewedAt: string;
  corrections: Correction[];
  classroom: Classroom;
  excerpt: DocumentExcerpt | null;
  timeline: TimelineEvent[];
  wordCount: number;
  readTimeMinutes: number;
}

export interface ArchiveAuthor {
  id: string;
  name: string;
  role: string;
  bio: string;
}

export interface ArchiveHero {
  file: string;
  svg: string;
}

export interface ArchiveCounty {
  name: string;
  slug: string;
  seat: string;
  established: number | null;
  summary: string;
}

export interface ArchiveState {
  slug: string;
  name: string;
  /** The file's content as written, served by GET /api/states/:slug. */
  content: Record<string, unknown>;
  counties: ArchiveCounty[];
}

export interface Archive {
  articles: ArchiveArticle[];
  authors: ArchiveAuthor[];
  heroes: ArchiveHero[];
  states: ArchiveState[];
  /** The founding documents in full (server/db/documents.ts), in the order the documents index lists them. */
  documents: ArchiveDocument[];
}

export { ArchiveError };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ARTICLE_FIELDS = [
  'title', 'dek', 'kicker', 'category', 'topic', 'era', 'author', 'reviewer', 'published_at', 'updated_at',
  'tags', 'hero', 'key_facts', 'sources', 'status', 'reviewed_at', 'corrections', 'classroom', 'excerpt', 'timeline',
];
/** Topics whose articles are about one document, so they carry an excerpt of it. */
export const DOCUMENT_TOPICS = ['documents', 'amendments', 'speeches'];
/** The tag that makes an article a chronology, so it carries a timeline. */
export const CHRONOLOGY_TAG = 'timeline';
const NOTE_MARKER = /\[\^(\d+)\]/g;
/** A quotation of this many words or more needs a note; shorter quoted spans are terms or names. */
const QUOTATION_MIN_WORDS = 3;

/** Words of running text: tokens with at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function isValidDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** YAML may read an unquoted date as text or (YAML 1.1) as a Date; both become YYYY-MM-DD. */
function dateText(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && isValidDate(value.trim())) return value.trim();
  return null;
}

function text(file: string, data: Record<string, unknown>, field: string, max?: number): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') throw new ArchiveError(file, `"${field}" must be non-empty text`);
  if (max !== undefined && value.trim().length > max) {
    throw new ArchiveError(file, `"${field}" must be at most ${max} characters (it has ${value.trim().length})`);
  }
  return value.trim();
}

function textList(file: string, value: unknown, field: string, min: number, max: number): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw new ArchiveError(file, `"${field}" must be a list of non-empty text`);
  }
  if (value.length < min || value.length > max) {
    throw new ArchiveError(file, `"${field}" must have ${min} to ${max} entries (it has ${value.length})`);
  }
  return value.map((item: string) => item.trim());
}

/** A claim tied to a part of a founding document: `[the words](constitution#article-1-section-8-clause-3)`. */
const PART_LINK = /\[([^[\]]+)\]\(([a-z0-9]+(?:-[a-z0-9]+)*)#([a-z0-9]+(?:-[a-z0-9]+)*)\)/g;

/** The address of a part of a founding document on the site. */
export function documentPartHref(document: string, part: string): string {
  return `/documents/${document}#${part}`;
}

/**
 * Takes the note markers `[^n]` and the part links `[words](document#part)`
 * out of a text: the text as a reader sees it, where each note sits in it
 * (after character `at`), and which of its words lead to which part.
 */
export function extractNotes(raw: string): { text: string; notes: Note[]; links: PartLink[] } {
  const notes: Note[] = [];
  const links: PartLink[] = [];
  const input = raw.replace(/\s+/g, ' ').trim();
  let text = '';
  let last = 0;
  for (const match of input.matchAll(new RegExp(`${NOTE_MARKER.source}|${PART_LINK.source}`, 'g'))) {
    text += input.slice(last, match.index);
    last = match.index + match[0].length;
    if (match[1] !== undefined) {
      notes.push({ at: text.trimEnd().length, source: Number(match[1]) });
      // "word [^1] next" reads "word next": one space, so the positions after it stay true.
      if (text.endsWith(' ') && input[last] === ' ') last += 1;
    } else {
      const start = text.length;
      text += match[2];
      links.push({ start, end: text.length, href: documentPartHref(match[3], match[4]) });
    }
  }
  text += input.slice(last);
  return { text: text.trim(), notes, links };
}

/**
 * Every quotation of three words or more carries a note before its sentence
 * ends: right after the closing mark when the quotation ends the sentence
 * ("...safety."[^1]), else by the end of the sentence it sits in.
 */
export function unsourcedQuotations(raw: string): string[] {
  const missing: string[] = [];
  const quotation = /"([^"]*)"|\u201c([^\u201d]*)\u201d/g;
  for (const match of raw.matchAll(quotation)) {
    const inner = match[1] ?? match[2] ?? '';
    if (countWords(inner) < QUOTATION_MIN_WORDS) continue;
    const after = raw.slice(match.index + match[0].length);
    const marker = after.search(/\[\^\d+\]/);
    const endsSentence = /[.?!]$/.test(inner.trim()) && /^\s+["\u201c]?[A-Z]/.test(after);
    const sentenceEnd = after.search(/[.?!](?=["\u201d')]*(\s|$))/);
    const limit = endsSentence ? 0 : sentenceEnd === -1 ? after.length : sentenceEnd + 1;
    if (marker === -1 || marker > limit) missing.push(inner.trim());
  }
  return missing;
}

/** Body markdown -> body_rich sections; only paragraphs and ##/###/#### headings are allowed. */
export function parseBody(file: string, body: string): Section[] {
  const sections: Section[] = [];
  let paragraph: string[] = [];
  let paragraphLine = 0;
  const flush = () => {
    if (paragraph.length) {
      const raw = paragraph.join(' ');
      if ((raw.match(/"/g) ?? []).length % 2 !== 0) {
        throw new ArchiveError(file, `body line ${paragraphLine}: a quotation mark is not closed in this paragraph`);
      }
      const [unsourced] = unsourcedQuotations(raw);
      if (unsourced !== undefined) {
        throw new ArchiveError(
          file,
          `body line ${paragraphLine}: the quotation "${unsourced.slice(0, 60)}" needs a note [^n] naming its source`,
        );
      }
      const { text: content, notes, links } = extractNotes(raw);
      sections.push({ type: 'paragraph', content, ...(notes.length ? { notes } : {}), ...(links.length ? { links } : {}) });
    }
    paragraph = [];
  };
  body.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const where = `body line ${index + 1}`;
    if (line === '') return flush();
    const heading = /^(#+)\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      if (level < 2 || level > 4) throw new ArchiveError(file, `${where}: headings must be level 2 to 4 (##, ### or ####), found level ${level}`);
      if (!heading[2].trim()) throw new ArchiveError(file, `${where}: a heading needs text`);
      if (/\[\^\d+\]/.test(heading[2])) throw new ArchiveError(file, `${where}: notes [^n] go in paragraphs, not headings`);
      flush();
      sections.push({ type: 'heading', level: level as 2 | 3 | 4, content: heading[2].trim() });
      return;
    }
    if (/^([-*+]|\d+[.)])\s/.test(line)) throw new ArchiveError(file, `${where}: lists are not allowed in the body (plain paragraphs only)`);
    if (/^>/.test(line)) throw new ArchiveError(file, `${where}: block quotes are not allowed in the body`);
    if (/<[a-zA-Z/!]/.test(line)) throw new ArchiveError(file, `${where}: HTML is not allowed in the body`);
    if (/\]\(|!\[/.test(line.replace(PART_LINK, ''))) {
      throw new ArchiveError(file, `${where}: links and images are not allowed in the body, except to a part of a founding document: [the words](constitution#article-1-section-8-clause-3)`);
    }
    if (/\*|__|`/.test(line)) throw new ArchiveError(file, `${where}: bold, italics and code are not allowed in the body`);
    if (!paragraph.length) paragraphLine = index + 1;
    paragraph.push(line);
  });
  flush();
  return sections;
}

function parseSources(file: string, value: unknown): ArchiveSource[] {
  if (!Array.isArray(value) || value.length < 2) {
    throw new ArchiveError(file, `"sources" must list at least 2 sources (it has ${Array.isArray(value) ? value.length : 0})`);
  }
  return value.map((raw, index) => {
    const where = `sources[${index}]`;
    if (!raw || typeof raw !== 'object') throw new ArchiveError(file, `${where} must have title, publisher, url and type`);
    const source = raw as Record<string, unknown>;
    const title = typeof source.title === 'string' ? source.title.trim() : '';
    const publisher = typeof source.publisher === 'string' ? source.publisher.trim() : '';
    if (!title) throw new ArchiveError(file, `${where} needs a title`);
    if (!publisher) throw new ArchiveError(file, `${where} needs a publisher`);
    let url: URL | null = null;
    try {
      url = typeof source.url === 'string' ? new URL(source.url) : null;
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:') throw new ArchiveError(file, `${where} needs an https URL`);
    if (url.pathname.replace(/\/+$/, '') === '' && !url.search) {
      throw new ArchiveError(file, `${where} cites a home page (${url.host}): cite the page that supports the claim`);
    }
    if (source.type !== 'primary' && source.type !== 'secondary') {
      throw new ArchiveError(file, `${where} needs a type: primary or secondary`);
    }
    let date: string | null = null;
    if (source.date !== undefined && source.date !== null) {
      const year = typeof source.date === 'number' ? String(source.date) : typeof source.date === 'string' ? source.date.trim() : '';
      date = /^\d{4}$/.test(year) ? year : dateText(source.date);
      if (date === null) throw new ArchiveError(file, `${where} has an invalid date (use YYYY-MM-DD or a year)`);
    }
    return { title, publisher, url: String(source.url).trim(), date, type: source.type };
  });
}

function sourceIndex(file: string, where: string, value: unknown, sources: ArchiveSource[]): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > sources.length) {
    throw new ArchiveError(file, `${where} must be the number of a source, 1 to ${sources.length}`);
  }
  return value;
}

function keyFactsOf(file: string, value: unknown): KeyFact[] {
  return textList(file, value, 'key_facts', 3, 6).map((raw, index) => {
    const { text, notes } = extractNotes(raw);
    if (!/(\[\^\d+\])+$/.test(raw) || notes.some((note) => note.at !== text.length)) {
      throw new ArchiveError(file, `key_facts[${index}] must end with a note [^n] naming its source`);
    }
    return { text, sources: notes.map((note) => note.source) };
  });
}

function record(file: string, value: unknown, where: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ArchiveError(file, `"${where}" must be a mapping`);
  return value as Record<string, unknown>;
}

function correctionsOf(file: string, value: unknown, publishedAt: string, updatedAt: string): Correction[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ArchiveError(file, '"corrections" must be a list of { date, text }');
  return value.map((raw, index) => {
    const entry = record(file, raw, `corrections[${index}]`);
    const date = dateText(entry.date);
    if (!date) throw new ArchiveError(file, `corrections[${index}].date must be a valid date (YYYY-MM-DD)`);
    if (date < publishedAt || date > updatedAt) {
      throw new ArchiveError(file, `corrections[${index}].date must fall between "published_at" and "updated_at" (a correction updates the article)`);
    }
    const text = typeof entry.text === 'string' ? entry.text.trim() : '';
    if (text.length < 20 || text.length > 400) {
      throw new ArchiveError(file, `corrections[${index}].text must say what was wrong and what is right in 20 to 400 characters`);
    }
    return { date, text };
  });
}

/** A list of values from a closed set, each at most once; `min` 0 lets the field be left out. */
function chosenFrom<T extends string>(file: string, value: unknown, field: string, allowed: readonly T[], min: number, max: number): T[] {
  if (value === undefined && min === 0) return [];
  const chosen = textList(file, value, field, min, max);
  for (const item of chosen) {
    if (!(allowed as readonly string[]).includes(item)) throw new ArchiveError(file, `"${field}" has "${item}", which is not one of: ${allowed.join(', ')}`);
  }
  if (new Set(chosen).size !== chosen.length) throw new ArchiveError(file, `"${field}" names a value twice`);
  return chosen as T[];
}

function classroomOf(file: string, value: unknown, { title, bodyText, readingGradeOfBody }: { title: string; bodyText: string; readingGradeOfBody: number }): Classroom {
  if (value === undefined) throw new ArchiveError(file, '"classroom" is required: 3 to 5 questions and a glossary of 2 to 6 terms');
  const classroom = record(file, value, 'classroom');
  const questions = textList(file, classroom.questions, 'classroom.questions', 3, 5);
  questions.forEach((question, index) => {
    if (!question.endsWith('?')) throw new ArchiveError(file, `classroom.questions[${index}] must be a question ending with "?"`);
  });
  if (!Array.isArray(classroom.glossary) || classroom.glossary.length < 2 || classroom.glossary.length > 6) {
    throw new ArchiveError(file, '"classroom.glossary" must have 2 to 6 entries of { term, definition }');
  }
  const lowerBody = bodyText.toLowerCase();
  const glossary = classroom.glossary.map((raw, index) => {
    const entry = record(file, raw, `classroom.glossary[${index}]`);
    const term = typeof entry.term === 'string' ? entry.term.trim() : '';
    const definition = typeof entry.definition === 'string' ? entry.definition.trim() : '';
    if (!term) throw new ArchiveError(file, `classroom.glossary[${index}] needs a term`);
    if (definition.length < 10 || definition.length > 200) {
      throw new ArchiveError(file, `classroom.glossary[${index}] (${term}) needs a definition of 10 to 200 characters`);
    }
    const escaped = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(lowerBody)) {
      throw new ArchiveError(file, `classroom.glossary[${index}]: the term "${term}" does not appear in the body`);
    }
    return { term, definition };
  });
  const c3 = chosenFrom(file, classroom.c3, 'classroom.c3', C3_CATEGORIES.map((entry) => entry.value), 1, 3);
  const ap = chosenFrom(file, classroom.ap, 'classroom.ap', AP_GOV_REQUIRED.map((entry) => entry.value), 0, 6);
  // A requirement is listed only where the article discusses it, so its title or body names it.
  for (const value of ap) {
    const { named } = AP_GOV_REQUIRED.find((entry) => entry.value === value)!;
    if (!title.includes(named) && !bodyText.includes(named)) throw new ArchiveError(file, `"classroom.ap" lists ${value}, but neither the title nor the body names "${named}"`);
  }
  return { questions, glossary, c3, ap, reading_grade: Math.round(readingGradeOfBody * 10) / 10 };
}

function excerptOf(file: string, value: unknown, topic: string, sources: ArchiveSource[]): DocumentExcerpt | null {
  if (value === undefined || value === null) {
    if (DOCUMENT_TOPICS.includes(topic)) throw new ArchiveError(file, `"excerpt" is required for an article about a document (topic ${topic})`);
    return null;
  }
  const excerpt = record(file, value, 'excerpt');
  const title = text(file, excerpt, 'title', 160);
  if (typeof excerpt.text !== 'string') throw new ArchiveError(file, '"excerpt.text" must be the document\'s own words');
  const paragraphs = excerpt.text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const words = paragraphs.reduce((sum, paragraph) => sum + countWords(paragraph), 0);
  if (words < 150 || words > 300) throw new ArchiveError(file, `"excerpt.text" must have 150 to 300 words (it has ${words})`);
  const source = sourceIndex(file, 'excerpt.source', excerpt.source, sources);
  if (sources[source - 1].type !== 'primary') {
    throw new ArchiveError(file, 'excerpt.source must be a primary source: the transcription or scan the words are quoted from');
  }
  return { title, paragraphs, source };
}

const PARTIAL_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

function timelineOf(file: string, value: unknown, tags: string[], sources: ArchiveSource[]): TimelineEvent[] {
  const chronology = tags.includes(CHRONOLOGY_TAG);
  if (value === undefined || value === null) {
    if (chronology) throw new ArchiveError(file, `"timeline" is required for an article tagged "${CHRONOLOGY_TAG}"`);
    return [];
  }
  const minimum = chronology ? 5 : 3;
  if (!Array.isArray(value) || value.length < minimum) {
    throw new ArchiveError(file, `"timeline" must list at least ${minimum} events of { date, title, text, source }`);
  }
  const events = value.map((raw, index) => {
    const where = `timeline[${index}]`;
    const event = record(file, raw, where);
    const date = event.date instanceof Date ? dateText(event.date) : typeof event.date === 'number' ? String(event.date) : String(event.date ?? '').trim();
    const full = date && date.length === 7 ? `${date}-01` : date && date.length === 4 ? `${date}-01-01` : date;
    if (!date || !PARTIAL_DATE.test(date) || !full || !isValidDate(full)) {
      throw new ArchiveError(file, `${where}.date must be YYYY, YYYY-MM or YYYY-MM-DD`);
    }
    const title = typeof event.title === 'string' ? event.title.trim() : '';
    if (!title || title.length > 80) throw new ArchiveError(file, `${where}.title must be 1 to 80 characters`);
    const eventText = typeof event.text === 'string' && event.text.trim() ? event.text.trim() : null;
    if (eventText && eventText.length > 300) throw new ArchiveError(file, `${where}.text must be at most 300 characters`);
    return { date, title, text: eventText, source: sourceIndex(file, `${where}.source`, event.source, sources) };
  });
  events.forEach((event, index) => {
    if (index > 0 && event.date < events[index - 1].date) {
      throw new ArchiveError(file, `timeline[${index}] (${event.date}) comes before the event above it: list events in date order`);
    }
  });
  return events;
}

/** Today, as the ISO date the archive's review dates may not pass. */
const today = () => new Date().toISOString().slice(0, 10);

/** Parses one article file and checks every rule that needs only that file. */
export function parseArticle(file: string, source: string): ArchiveArticle {
  const { slug, fm, body } = frontMatter(file, source, ARTICLE_FIELDS, ' (read time and ids are computed, not written)');

  const title = text(file, fm, 'title');
  const dek = text(file, fm, 'dek', 200);
  const kicker = text(file, fm, 'kicker');
  const categorySlug = text(file, fm, 'category');
  const category = CATEGORIES.find((entry) => entry.slug === categorySlug);
  if (!category) throw new ArchiveError(file, `"category" must be one of ${CATEGORIES.map((c) => c.slug).join(', ')}`);
  if (kicker !== category.name) throw new ArchiveError(file, `"kicker" must be the pillar's display name "${category.name}"`);
  const topic = text(file, fm, 'topic');
  if (!category.topics.includes(topic)) {
    throw new ArchiveError(file, `"topic" must be one of ${category.topics.join(', ')} for ${category.slug}`);
  }
  const era = text(file, fm, 'era');
  if (!ERAS.some((entry) => entry.value === era)) throw new ArchiveError(file, `"era" must be one of ${ERAS.map((entry) => entry.value).join(', ')}`);
  const author = text(file, fm, 'author');
  const reviewer = text(file, fm, 'reviewer');

  const publishedAt = dateText(fm.published_at);
  if (!publishedAt) throw new ArchiveError(file, '"published_at" must be a valid date (YYYY-MM-DD)');
  const updatedAt = dateText(fm.updated_at);
  if (!updatedAt) throw new ArchiveError(file, '"updated_at" must be a valid date (YYYY-MM-DD)');
  if (updatedAt < publishedAt) throw new ArchiveError(file, '"updated_at" must be on or after "published_at"');

  const tags = textList(file, fm.tags, 'tags', 2, 6);
  if (tags.some((tag) => tag !== tag.toLowerCase())) throw new ArchiveError(file, '"tags" must be lower case');
  if (new Set(tags).size !== tags.length) throw new ArchiveError(file, '"tags" must not repeat');
  const keyFacts = keyFactsOf(file, fm.key_facts);

  const hero = fm.hero as Record<string, unknown> | undefined;
  if (!hero || typeof hero !== 'object' || typeof hero.file !== 'string' || !/^[a-z0-9-]+\.svg$/.test(hero.file)) {
    throw new ArchiveError(file, '"hero.file" must name an .svg file in heroes/');
  }
  if (typeof hero.alt !== 'string' || hero.alt.trim() === '') throw new ArchiveError(file, '"hero.alt" must describe the image');

  const sources = parseSources(file, fm.sources);
  const status = fm.status ?? 'published';
  if (status !== 'published' && status !== 'draft') throw new ArchiveError(file, '"status" must be published or draft');

  const sections = parseBody(file, body);
  const wordCount = sections.reduce((sum, section) => sum + countWords(section.content), 0);
  if (wordCount < 500) throw new ArchiveError(file, `the body must have at least 500 words (it has ${wordCount})`);
  if (sections.length < 4) throw new ArchiveError(file, `the body must have at least 4 sections (it has ${sections.length})`);
  const headings = sections.filter((section) => section.type === 'heading').length;
  if (headings < 2) throw new ArchiveError(file, `the body must have at least two headings (it has ${headings})`);

  const reviewedAt = dateText(fm.reviewed_at);
  if (!reviewedAt) throw new ArchiveError(file, '"reviewed_at" must be a valid date (YYYY-MM-DD): the last editorial review');
  if (reviewedAt < publishedAt) throw new ArchiveError(file, '"reviewed_at" must be on or after "published_at"');
  if (reviewedAt > today()) throw new ArchiveError(file, '"reviewed_at" must not be in the future');
  const corrections = correctionsOf(file, fm.corrections, publishedAt, updatedAt);
  const paragraphs = sections.filter((section) => section.type === 'paragraph').map((section) => section.content);
  const classroom = classroomOf(file, fm.classroom, {
    title: String(fm.title),
    bodyText: sections.map((section) => section.content).join('\n'),
    readingGradeOfBody: readingGrade(paragraphs.join('\n')),
  });
  const excerpt = excerptOf(file, fm.excerpt, topic, sources);
  const timeline = timelineOf(file, fm.timeline, tags, sources);

  // Notes: every number names a source, and every source is cited somewhere.
  const cited = new Set<number>();
  sections.forEach((section, index) => {
    if (section.type !== 'paragraph') return;
    for (const note of section.notes ?? []) {
      sourceIndex(file, `a note in body paragraph ${index + 1} ([^${note.source}])`, note.source, sources);
      cited.add(note.source);
    }
  });
  keyFacts.forEach((fact, index) => {
    for (const source of fact.sources) {
      sourceIndex(file, `a note in key_facts[${index}] ([^${source}])`, source, sources);
      cited.add(source);
    }
  });
  if (excerpt) cited.add(excerpt.source);
  for (const event of timeline) cited.add(event.source);
  const uncited = sources.findIndex((_source, index) => !cited.has(index + 1));
  if (uncited !== -1) {
    throw new ArchiveError(file, `sources[${uncited}] (${sources[uncited].title}) is never cited: add a note [^${uncited + 1}] where it supports the text, or drop it`);
  }

  return {
    slug,
    title,
    dek,
    kicker,
    category: category.slug,
    topic,
    era,
    author,
    reviewer,
    publishedAt,
    updatedAt,
    tags,
    hero: { file: hero.file, alt: hero.alt.trim() },
    keyFacts,
    sources,
    status,
    sections,
    wordCount,
    readTimeMinutes: readTimeMinutes(wordCount),
    reviewedAt,
    corrections,
    classroom,
    excerpt,
    timeline,
  };
}

export function parseAuthor(file: string, source: string): ArchiveAuthor {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    throw new ArchiveError(file, 'must be valid JSON');
  }
  if (!data || typeof data !== 'object') throw new ArchiveError(file, 'must be a JSON object with id, name, role and bio');
  const author = data as Record<string, unknown>;
  const id = text(file, author, 'id');
  if (id !== path.basename(file, '.json')) throw new ArchiveError(file, '"id" must match the file name');
  return { id, name: text(file, author, 'name'), role: text(file, author, 'role'), bio: text(file, author, 'bio') };
}

/** Heroes are served from our own origin, so they must be inert drawings: no script, text or outside references. */
export function checkHero(file: string, svg: string): void {
  if (Buffer.byteLength(svg) > 8 * 1024) throw new ArchiveError(file, 'hero SVGs must be under 8 KB');
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) throw new ArchiveError(file, 'must be an SVG document');
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  if (attr('width') !== String(HERO_WIDTH) || attr('height') !== String(HERO_HEIGHT) || attr('viewBox') !== `0 0 ${HERO_WIDTH} ${HERO_HEIGHT}`) {
    throw new ArchiveError(file, `the <svg> must be ${HERO_WIDTH} x ${HERO_HEIGHT} with viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}"`);
  }
  if (/<script|<foreignObject|\son[a-z]+\s*=/i.test(svg)) throw new ArchiveError(file, 'hero SVGs must not contain scripts or event handlers');
  if (/<text\b/i.test(svg)) throw new ArchiveError(file, 'hero SVGs must not contain text');
  if (/(?:href|src)\s*=\s*"(?!#)|url\(\s*['"]?(?!#)|@import/i.test(svg)) {
    throw new ArchiveError(file, 'hero SVGs must not reference anything outside the file');
  }
}

export function parseState(file: string, source: string): ArchiveState {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    throw new ArchiveError(file, 'must be valid JSON');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ArchiveError(file, 'must be a JSON object');
  const state = data as Record<string, unknown>;
  const slug = text(file, state, 'slug');
  if (slug !== path.basename(file, '.json')) throw new ArchiveError(file, '"slug" must match the file name');
  const name = text(file, state, 'state');
  text(file, state, 'title');
  if (!Array.isArray(state.counties) || state.counties.length === 0) throw new ArchiveError(file, '"counties" must be a non-empty list');
  const seen = new Set<string>();
  const counties = state.counties.map((raw: unknown, index: number) => {
    const county = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const where = `counties[${index}]`;
    if (typeof county.name !== 'string' || !county.name.trim()) throw new ArchiveError(file, `${where} needs a name`);
    if (typeof county.seat !== 'string' || !county.seat.trim()) throw new ArchiveError(file, `${where} (${county.name}) needs a county seat`);
    const countySlug = slugify(county.name);
    if (seen.has(countySlug)) throw new ArchiveError(file, `${where}: county "${county.name}" is listed twice`);
    seen.add(countySlug);
    const established = county.established;
    if (established !== undefined && (typeof established !== 'number' || !Number.isInteger(established))) {
      throw new ArchiveError(file, `${where} (${county.name}): "established" must be a year`);
    }
    return {
      name: county.name.trim(),
      slug: countySlug,
      seat: county.seat.trim(),
      established: typeof established === 'number' ? established : null,
      summary: typeof county.summary === 'string' ? county.summary.trim() : '',
    };
  });
  return { slug, name, content: state, counties };
}

function filesIn(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .sort();
}

/**
 * Reads the archive a file at a time, pausing (yield) after each, and
 * checks the rules that span files (authors and heroes exist).
 */
function* readArchive(dir: string): Generator<void, Archive, void> {
  const rel = (...parts: string[]) => path.relative(process.cwd(), path.join(dir, ...parts)) || parts.join('/');
  const read = (...parts: string[]) => readFileSync(path.join(dir, ...parts), 'utf8');

  const authors: ArchiveAuthor[] = [];
  for (const file of filesIn(path.join(dir, 'authors'), '.json')) {
    authors.push(parseAuthor(rel('authors', file), read('authors', file)));
    yield;
  }
  const heroes: ArchiveHero[] = [];
  for (const file of filesIn(path.join(dir, 'heroes'), '.svg')) {
    const svg = read('heroes', file);
    checkHero(rel('heroes', file), svg);
    heroes.push({ file, svg });
    yield;
  }
  const states: ArchiveState[] = [];
  for (const file of filesIn(path.join(dir, 'states'), '.json')) {
    states.push(parseState(rel('states', file), read('states', file)));
    yield;
  }

  const documents: ArchiveDocument[] = [];
  for (const file of filesIn(path.join(dir, 'documents'), '.md')) {
    documents.push(parseDocument(rel('documents', file), read('documents', file)));
    yield;
  }
  // Oldest first: the Declaration, then the Constitution.
  documents.sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));

  const partAddresses = new Set(documents.flatMap((document) => [...documentAddresses(document).keys()].map((part) => documentPartHref(document.slug, part))));
  const authorIds = new Set(authors.map((author) => author.id));
  const heroFiles = new Set(heroes.map((hero) => hero.file));
  const articles: ArchiveArticle[] = [];
  for (const file of filesIn(path.join(dir, 'articles'), '.md')) {
    const name = rel('articles', file);
    const article = parseArticle(name, read('articles', file));
    if (!authorIds.has(article.author)) throw new ArchiveError(name, `author "${article.author}" is not in authors/`);
    if (!authorIds.has(article.reviewer)) throw new ArchiveError(name, `reviewer "${article.reviewer}" is not in authors/`);
    if (!heroFiles.has(article.hero.file)) throw new ArchiveError(name, `hero "${article.hero.file}" is not in heroes/`);
    for (const section of article.sections) {
      const unknown = section.type === 'paragraph' ? section.links?.find((link) => !partAddresses.has(link.href)) : undefined;
      if (unknown) throw new ArchiveError(name, `the link to ${unknown.href} leads to no part of a founding document in documents/`);
    }
    articles.push(article);
    yield;
  }
  return { articles, authors, heroes, states, documents };
}

/** Loads the whole archive and checks the rules that span files (authors and heroes exist). */
export function loadArchive(dir: string = contentDir): Archive {
  const reading = readArchive(dir);
  for (;;) {
    const next = reading.next();
    if (next.done) return next.value;
  }
}

/**
 * loadArchive for a running server: a turn of the event loop after each
 * file, so that parsing a large archive (about a millisecond a file) never
 * holds up the answers to other requests.
 */
export async function loadArchiveInTurns(dir: string = contentDir): Promise<Archive> {
  const reading = readArchive(dir);
  for (;;) {
    const next = reading.next();
    if (next.done) return next.value;
    await nextTurn();
  }
}
