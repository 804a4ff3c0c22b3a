/**
 * The founding documents (server/content/documents/*.md, format in
 * server/content/README.md): a transcription in Markdown-like parts, each
 * `#` or `##` heading naming its own address (`{#article-1-section-8}`), one
 * paragraph a line, superseded words as `[[words]](amendment-14-section-2)`.
 * Every rule failure is an ArchiveError naming the file, the line and the
 * rule, so a transcription that would give a part no address, or a mark
 * that leads nowhere, never reaches a reader. Pure: no database here.
 */
import type { DocumentParagraph, DocumentPart, DocumentRun, DocumentSignerGroup, FoundingDocumentSummary } from '../../common/api.ts';
import { ArchiveError, frontMatter } from './archive-error.ts';

export interface ArchiveDocument extends FoundingDocumentSummary {
  transcription: string;
  source: string;
  paragraph_label: string;
  parts: DocumentPart[];
}

const DOCUMENT_FIELDS = ['title', 'description', 'date', 'transcription', 'source', 'paragraph_label'];
const HEADING = /^(#{1,2}) (.+?) \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;
const SUPERSEDED = /\[\[([^\]]+)\]\]\(([a-z0-9]+(?:-[a-z0-9]+)*)\)/g;
/** "Passed by Congress March 4, 1794. Ratified February 7, 1795." (the 27th: "Originally proposed Sept. 25, 1789. Ratified May 7, 1992."). */
const DATES = /^(Passed by Congress|Originally proposed) .+\. Ratified [^.]+\.( .+\.)?$/;
/** A line of signers: "New Hampshire: John Langdon, Nicholas Gilman". */
const SIGNERS = /^([A-Z][A-Za-z ]+): (.+)$/;
/** The part whose lines are signers by state. */
const SIGNERS_PART = 'signers';

/** "Article. I." to "Article I": the heading without its full stops, for labels and links. */
export function partLabel(heading: string): string {
  return heading.replace(/\.(?=\s|$)/g, '').replace(/\s+/g, ' ').trim();
}

function field(file: string, fm: Record<string, unknown>, name: string): string {
  const value = fm[name];
  if (typeof value !== 'string' && !(value instanceof Date)) throw new ArchiveError(file, `front matter needs "${name}"`);
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value.trim();
  if (!text) throw new ArchiveError(file, `front matter needs "${name}"`);
  return text;
}

function runsOf(file: string, line: number, text: string): DocumentRun[] {
  const runs: DocumentRun[] = [];
  let last = 0;
  for (const match of text.matchAll(SUPERSEDED)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    runs.push({ text: match[1], supersededBy: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  const plain = runs.map((run) => run.text).join('');
  if (/\[\[|\]\]/.test(plain)) throw new ArchiveError(file, `line ${line}: a superseded mark is written [[words]](part-id)`);
  return runs;
}

/** Parses one founding document and checks every rule that needs only that file. */
export function parseDocument(file: string, source: string): ArchiveDocument {
  const { slug, fm, body, bodyLine } = frontMatter(file, source, DOCUMENT_FIELDS);
  const date = field(file, fm, 'date');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new ArchiveError(file, '"date" must be an ISO date (YYYY-MM-DD)');
  const sourceUrl = field(file, fm, 'source');
  if (!/^https:\/\/[^/]+\/.+/.test(sourceUrl)) throw new ArchiveError(file, '"source" must be the https address of the transcription itself, not a home page');

  const parts: DocumentPart[] = [];
  const ids = new Set<string>();
  const marks: Array<{ line: number; target: string }> = [];
  let top: DocumentPart | null = null;
  let current: DocumentPart | null = null;
  const paragraphLabel = field(file, fm, 'paragraph_label');
  const word = paragraphLabel.toLowerCase();
  const claim = (line: number, id: string) => {
    if (ids.has(id)) throw new ArchiveError(file, `line ${line}: the address #${id} is used twice`);
    ids.add(id);
  };

  body.split(/\r?\n/).forEach((raw, index) => {
    const line = bodyLine + index;
    const text = raw.trim();
    if (!text) return;
    const heading = HEADING.exec(text);
    if (heading) {
      const [, hashes, headingText, id] = heading;
      claim(line, id);
      const part: DocumentPart = { id, heading: headingText, label: partLabel(headingText), paragraphs: [], parts: [] };
      if (hashes === '#') {
        parts.push(part);
        top = part;
      } else {
        if (!top) throw new ArchiveError(file, `line ${line}: a section (##) must come under a part (#)`);
        if (!id.startsWith(`${top.id}-`)) throw new ArchiveError(file, `line ${line}: the address of a section of #${top.id} starts with "${top.id}-", got #${id}`);
        top.parts.push(part);
      }
      current = part;
      return;
    }
    if (/^#/.test(text)) throw new ArchiveError(file, `line ${line}: a heading is "# Text {#address}" or "## Text {#address}"`);
    const part: DocumentPart | null = current;
    if (!part) throw new ArchiveError(file, `line ${line}: text before the first heading`);
    if (DATES.test(text) && part.paragraphs.length === 0 && !part.dates) {
      part.dates = text;
      return;
    }
    if (text.startsWith('Note:') && part.paragraphs.length === 0) {
      (part.notes ??= []).push(text);
      return;
    }
    const signers = top?.id === SIGNERS_PART ? SIGNERS.exec(text) : null;
    if (signers) {
      // "Thomas Heyward, Jr." is one name.
      const names = signers[2].split(/,\s+(?!Jr\.)/).map((name) => name.trim()).filter(Boolean);
      const group: DocumentSignerGroup = { group: signers[1], names, after: part.paragraphs.length };
      (part.signers ??= []).push(group);
      return;
    }
    if (part.parts.length > 0) throw new ArchiveError(file, `line ${line}: text after the sections of #${part.id} belongs in a section`);
    const runs = runsOf(file, line, text);
    for (const run of runs) if (run.supersededBy) marks.push({ line, target: run.supersededBy });
    const number = part.paragraphs.length + 1;
    const paragraph: DocumentParagraph = { id: `${part.id}-${word}-${number}`, number, runs };
    claim(line, paragraph.id);
    part.paragraphs.push(paragraph);
  });

  if (parts.length === 0) throw new ArchiveError(file, 'has no parts: each starts with "# Heading {#address}"');
  for (const { line, target } of marks) {
    if (!ids.has(target)) throw new ArchiveError(file, `line ${line}: the superseded mark leads to #${target}, which this document does not have`);
  }
  const empty = allParts(parts).find((part) => part.paragraphs.length === 0 && part.parts.length === 0 && !part.signers);
  if (empty) throw new ArchiveError(file, `#${empty.id} has no text`);
  return {
    slug,
    title: field(file, fm, 'title'),
    description: field(file, fm, 'description'),
    date,
    transcription: field(file, fm, 'transcription'),
    source: sourceUrl,
    paragraph_label: paragraphLabel,
    parts,
  };
}

/** Every part of a document, each before its sections. */
export function allParts(parts: readonly DocumentPart[]): DocumentPart[] {
  return parts.flatMap((part) => [part, ...allParts(part.parts)]);
}

/** A part with what a reader calls it ("Article I, Section 8") and its heading after those of the parts it is in. */
export interface LabelledPart {
  part: DocumentPart;
  label: string;
  headings: string;
}

/** Every part of a document, labelled, each before its sections. */
export function labelledParts(parts: readonly DocumentPart[], within = '', headings = ''): LabelledPart[] {
  return parts.flatMap((part) => {
    const label = within ? `${within}, ${part.label}` : part.label;
    const heading = `${headings} ${part.heading}`.trim();
    return [{ part, label, headings: heading }, ...labelledParts(part.parts, label, heading)];
  });
}

/** Every address in a document, parts and paragraphs, with what a reader calls it ("Article I, Section 8, Clause 3"). */
export function documentAddresses(document: Pick<ArchiveDocument, 'parts' | 'paragraph_label'>): Map<string, string> {
  const addresses = new Map<string, string>();
  for (const { part, label } of labelledParts(document.parts)) {
    addresses.set(part.id, label);
    for (const paragraph of part.paragraphs) addresses.set(paragraph.id, `${label}, ${document.paragraph_label} ${paragraph.number}`);
  }
  return addresses;
}
