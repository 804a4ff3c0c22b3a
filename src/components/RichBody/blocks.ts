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

export type RichBlock =
  | { kind: 'heading'; level: HeadingLevel; text: string; id: string }
  | { kind: 'paragraph'; text: string; notes: RichNote[] };

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

/**
 * A paragraph cut at its notes: text runs and the notes between them, in
 * order. Runs are plain text (React escapes them), never HTML.
 */
export function paragraphRuns(text: string, notes: readonly RichNote[]): ({ text: string } | { note: number })[] {
  const runs: ({ text: string } | { note: number })[] = [];
  let last = 0;
  for (const note of notes) {
    if (note.at > last) runs.push({ text: text.slice(last, note.at) });
    runs.push({ note: note.source });
    last = Math.max(last, note.at);
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
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
      blocks.push({ kind: 'paragraph', text, notes: notesOf(section.notes, text.length) });
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
