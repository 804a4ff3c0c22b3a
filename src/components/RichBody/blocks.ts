/**
 * The rules for an article's body_rich document, apart from React: which
 * sections render, at what heading level, and with which ids.
 */

/** One section of body_rich, as stored. Fields are checked at run time: the document is data. */
export interface RichBodySection {
  /** 'heading' and 'paragraph' render; any other type is skipped. */
  type: string;
  /** A heading's level: a number, clamped to 2..4; anything else means 2. */
  level?: unknown;
  /** The section's text, rendered as text (never as HTML). */
  content?: unknown;
  /** A paragraph's notes: after character `at` of its content, a note citing source number `source` (1-based). */
  notes?: unknown;
  /** A paragraph's links: characters `start` to `end` of its content lead to `href` (a path, a #fragment or an https address). */
  links?: unknown;
}

/** A note in a paragraph, checked: `at` falls within the text and `source` is a positive whole number. */
export interface RichNote {
  at: number;
  source: number;
}

/** The body_rich document: a list of sections. */
export interface RichBodyDocument {
  /** The sections, in reading order. */
  sections?: ReadonlyArray<RichBodySection | null | undefined> | null;
}

export type HeadingLevel = 2 | 3 | 4;

/** A link in a paragraph, checked: characters `start` to `end` of the text lead to `href`. */
export interface RichLink {
  start: number;
  end: number;
  href: string;
}

export type RichBlock =
  | { kind: 'heading'; level: HeadingLevel; text: string; id: string }
  | { kind: 'paragraph'; text: string; notes: RichNote[]; links: RichLink[] };

/** What a paragraph is cut into: its text, its notes, and the words that are links. */
export type RichRun = { text: string } | { note: number } | { text: string; href: string };

/** Product §5: heading levels are clamped to 2..4; a missing or non-numeric level is 2. */
export function clampHeadingLevel(level: unknown): HeadingLevel {
  if (typeof level !== 'number' || Number.isNaN(level)) return 2;
  return Math.min(4, Math.max(2, Math.trunc(level))) as HeadingLevel;
}

/** "Madison’s Bill of Rights, 1791" -> "madisons-bill-of-rights-1791"; "section" when nothing is left. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** The usable notes of a paragraph, in reading order; malformed ones are dropped, positions past the end go to the end. */
function notesOf(value: unknown, length: number): RichNote[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((note): note is RichNote => {
      if (!note || typeof note !== 'object') return false;
      const { at, source } = note as Record<string, unknown>;
      return typeof at === 'number' && at >= 0 && typeof source === 'number' && Number.isInteger(source) && source > 0;
    })
    .map((note) => ({ at: Math.min(Math.trunc(note.at), length), source: note.source }))
    .sort((a, b) => a.at - b.at);
}

/** A path on this site, a fragment of this page, or an https address: never a script or data URL. */
function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|https:\/\/)/.test(href);
}

/** The usable links of a paragraph, in reading order; a malformed, unsafe or overlapping one is dropped (its words stay as text). */
function linksOf(value: unknown, length: number): RichLink[] {
  if (!Array.isArray(value)) return [];
  const links = value
    .filter((link): link is RichLink => {
      if (!link || typeof link !== 'object') return false;
      const { start, end, href } = link as Record<string, unknown>;
      return Number.isInteger(start) && Number.isInteger(end) && (start as number) >= 0 && (start as number) < (end as number) && (end as number) <= length && typeof href === 'string' && isSafeHref(href);
    })
    .map(({ start, end, href }) => ({ start, end, href }))
    .sort((a, b) => a.start - b.start);
  return links.filter((link, index) => index === 0 || link.start >= links[index - 1].end);
}

/**
 * A paragraph cut at its notes and links: text runs, linked runs and the
 * notes between them, in order. Runs are plain text (React escapes them),
 * never HTML. A note that falls inside a link's words follows the link.
 */
export function paragraphRuns(text: string, notes: readonly RichNote[], links: readonly RichLink[] = []): RichRun[] {
  const runs: RichRun[] = [];
  let last = 0;
  let linkIndex = 0;
  const textUpTo = (at: number) => {
    while (linkIndex < links.length && links[linkIndex].start < at) {
      const link = links[linkIndex];
      if (link.start > last) runs.push({ text: text.slice(last, link.start) });
      runs.push({ text: text.slice(link.start, link.end), href: link.href });
      last = Math.max(last, link.end);
      linkIndex += 1;
    }
    if (at > last) runs.push({ text: text.slice(last, at) });
    last = Math.max(last, at);
  };
  for (const note of notes) {
    textUpTo(note.at);
    runs.push({ note: note.source });
  }
  textUpTo(text.length);
  return runs;
}

function textOf(content: unknown): string {
  return typeof content === 'string' ? content.trim() : '';
}

/**
 * The blocks to render, in order. Heading ids come from the heading's text,
 * so they stay the same between renders and between server and browser; a
 * repeated heading gets -2, -3 and so on.
 */
export function richBodyBlocks(doc: RichBodyDocument | null | undefined): RichBlock[] {
  const sections = Array.isArray(doc?.sections) ? doc.sections : [];
  const used = new Set<string>();
  const blocks: RichBlock[] = [];
  for (const section of sections) {
    if (!section || typeof section !== 'object') continue;
    const text = textOf(section.content);
    if (!text) continue;
    if (section.type === 'paragraph') {
      blocks.push({ kind: 'paragraph', text, notes: notesOf(section.notes, text.length), links: linksOf(section.links, text.length) });
    } else if (section.type === 'heading') {
      const base = headingSlug(text);
      let id = base;
      for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      blocks.push({ kind: 'heading', level: clampHeadingLevel(section.level), text, id });
    }
  }
  return blocks;
}

/** One entry of a body's outline: a heading's id (the one RichBody renders), text and level. */
export interface RichBodyOutlineItem {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * The headings of a body down to `deepest`, with the ids RichBody gives them:
 * what a table of contents (TableOfContents) lists.
 */
export function richBodyOutline(doc: RichBodyDocument | null | undefined, deepest: 2 | 3 = 3): RichBodyOutlineItem[] {
  return richBodyBlocks(doc).flatMap((block) =>
    block.kind === 'heading' && block.level !== 4 && block.level <= deepest ? [{ id: block.id, text: block.text, level: block.level }] : [],
  );
}
