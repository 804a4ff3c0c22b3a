/**
 * The founding documents (docs/product.md §2, Founding documents): the
 * National Archives' transcriptions, verbatim, every part at a stable
 * address. The words of each content file are compared with a second
 * transcription made apart from it (tests/content/fixtures/documents/), so
 * a word dropped, doubled or "corrected" in either one fails here; the
 * parser's rules are checked on small documents of their own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../server/db/archive.ts';
import { allParts, documentAddresses, parseDocument, partLabel } from '../../server/db/documents.ts';

const root = path.resolve(__dirname, '../..');
const { documents } = loadArchive();
const bySlug = new Map(documents.map((document) => [document.slug, document]));
const constitution = bySlug.get('constitution')!;
const declaration = bySlug.get('declaration-of-independence')!;

/** A document's words as a reader reads them, in order: every paragraph, signer line and note, marks removed. */
function documentWords(slug: string): string[] {
  const document = bySlug.get(slug)!;
  const words: string[] = [];
  for (const part of allParts(document.parts)) {
    let signers = [...(part.signers ?? [])];
    const signersUpTo = (count: number) => {
      for (const group of signers.filter((candidate) => candidate.after <= count)) words.push(...`${group.group}: ${group.names.join(', ')}`.split(/\s+/));
      signers = signers.filter((candidate) => candidate.after > count);
    };
    for (const note of part.notes ?? []) words.push(...note.split(/\s+/));
    part.paragraphs.forEach((paragraph, index) => {
      signersUpTo(index);
      words.push(...paragraph.runs.map((run) => run.text).join('').split(/\s+/));
    });
    signersUpTo(Number.POSITIVE_INFINITY);
  }
  return words.filter(Boolean);
}

/** The check transcription's words, heading lines left out (the content file writes its headings as parts). */
function checkWords(slug: string, headings: RegExp): string[] {
  const text = readFileSync(path.join(root, 'tests/content/fixtures/documents', `${slug}.txt`), 'utf8');
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !headings.test(line))
    .flatMap((line) => line.split(/\s+/));
}

/** The first place two word lists part, with the words around it, or null when they agree. */
function firstDifference(ours: string[], theirs: string[]): string | null {
  const length = Math.max(ours.length, theirs.length);
  for (let index = 0; index < length; index += 1) {
    if (ours[index] !== theirs[index]) {
      const around = (words: string[]) => words.slice(Math.max(0, index - 6), index + 6).join(' ');
      return `word ${index + 1}: ours "${ours[index]}" in «${around(ours)}», the check copy's "${theirs[index]}" in «${around(theirs)}»`;
    }
  }
  return null;
}

describe('the founding documents, verbatim (docs/product.md §2, Founding documents)', () => {
  it('the Constitution says, word for word, what a second transcription says', () => {
    const ours = documentWords('constitution');
    const theirs = checkWords('constitution', /^(Article\.? [IVX]+\.?|Section\.? \d+\.?|Amendment [IVX]+\.?|Preamble|Signers)$/i);
    expect(firstDifference(ours, theirs)).toBeNull();
  });

  it('the Declaration says, word for word, what a second transcription says', () => {
    const ours = documentWords('declaration-of-independence');
    const theirs = checkWords('declaration-of-independence', /^(Introduction|Preamble|Grievances|The Appeal to the British People|Conclusion|Signers|In Congress, July 4, 1776)$/i);
    // The title line is a heading of the content file, and the check copy's first line.
    expect(firstDifference(ours, theirs)).toBeNull();
  });

  it("keeps the engrossed spelling: 'defence', 'Tranquility', 'chuse', 'Labour', 'Independance'", () => {
    const text = documentWords('constitution').join(' ');
    for (const spelling of ['common defence', 'domestic Tranquility', 'chuse', 'Labour', 'Independance']) expect(text).toContain(spelling);
    expect(text).not.toContain('common defense');
  });

  it('has the Preamble, Articles I to VII, the signers and all 27 amendments, each with its ratification date', () => {
    const top = constitution.parts.map((part) => part.id);
    expect(top.slice(0, 8)).toEqual(['preamble', ...[1, 2, 3, 4, 5, 6, 7].map((n) => `article-${n}`)]);
    expect(top).toContain('signers');
    const amendments = constitution.parts.filter((part) => part.id.startsWith('amendment-'));
    expect(amendments.map((part) => part.id)).toEqual(Array.from({ length: 27 }, (_, index) => `amendment-${index + 1}`));
    for (const amendment of amendments.slice(0, 26)) expect(amendment.dates, amendment.id).toMatch(/^Passed by Congress [A-Z][a-z]+ \d{1,2}, \d{4}\. Ratified [A-Z][a-z]+ \d{1,2}, \d{4}\.( Repealed by amendment 21\.)?$/);
    expect(amendments[17].dates).toBe('Passed by Congress December 18, 1917. Ratified January 16, 1919. Repealed by amendment 21.');
    expect(amendments[26].dates).toBe('Originally proposed Sept. 25, 1789. Ratified May 7, 1992.');
    expect(amendments[0].dates).toBe('Passed by Congress September 25, 1789. Ratified December 15, 1791.');
  });

  it('gives every part and clause its address: Article I, Section 8 has 18 clauses and the Commerce Clause is its third', () => {
    const addresses = documentAddresses(constitution);
    const section8 = allParts(constitution.parts).find((part) => part.id === 'article-1-section-8')!;
    expect(section8.paragraphs).toHaveLength(18);
    expect(section8.paragraphs[2].runs.map((run) => run.text).join('')).toMatch(/^To regulate Commerce with foreign Nations, and among the several States/);
    expect(addresses.get('article-1-section-8-clause-3')).toBe('Article I, Section 8, Clause 3');
    expect(addresses.get('amendment-14-section-2')).toBe('Amendment XIV, Section 2');
    expect(addresses.get('amendment-19')).toBe('Amendment XIX');
    const sections = (article: number) => allParts(constitution.parts).filter((part) => part.id.startsWith(`article-${article}-section-`)).length;
    expect([1, 2, 3, 4].map(sections)).toEqual([10, 4, 3, 4]);
  });

  it('marks superseded words and leads each mark to what superseded them', () => {
    const marks = new Map<string, string>();
    for (const part of allParts(constitution.parts)) {
      for (const paragraph of part.paragraphs) for (const run of paragraph.runs) if (run.supersededBy) marks.set(run.text, run.supersededBy);
    }
    const threeFifths = [...marks].find(([text]) => text.includes('three fifths of all other Persons'));
    expect(threeFifths?.[1]).toBe('amendment-14-section-2');
    expect([...marks].find(([text]) => text.includes('chosen by the Legislature'))?.[1]).toBe('amendment-17');
    expect([...marks].find(([text]) => text.startsWith('No Person held to Service or Labour'))?.[1]).toBe('amendment-13');
    const eighteenth = allParts(constitution.parts).filter((part) => part.id === 'amendment-18' || part.id.startsWith('amendment-18-'));
    const eighteenthRuns = eighteenth.flatMap((part) => part.paragraphs.flatMap((paragraph) => paragraph.runs));
    expect(eighteenthRuns.length).toBeGreaterThan(0);
    expect(eighteenthRuns.every((run) => run.supersededBy === 'amendment-21-section-1')).toBe(true);
  });

  it("lists the Constitution's signers by state, Washington first, and the Declaration's 56", () => {
    const signers = allParts(constitution.parts).find((part) => part.id === 'signers')!;
    expect(signers.paragraphs.map((paragraph) => paragraph.runs[0].text)).toContain('G°. Washington—Presidt and deputy from Virginia');
    expect(signers.signers?.map((group) => group.group)).toContain('Pennsylvania');
    expect(signers.signers?.flatMap((group) => group.names)).toContain('B Franklin');
    const declarationSigners = allParts(declaration.parts).find((part) => part.id === 'signers')!;
    expect(declarationSigners.signers?.flatMap((group) => group.names)).toHaveLength(56);
  });

  it('gives the Declaration its 27 grievances as paragraphs', () => {
    const grievances = declaration.parts.find((part) => part.id === 'grievances')!;
    expect(grievances.paragraphs).toHaveLength(27);
    expect(grievances.paragraphs[0].runs[0].text).toMatch(/^He has refused his Assent to Laws/);
    expect(declaration.paragraph_label).toBe('Paragraph');
    expect(constitution.paragraph_label).toBe('Clause');
  });
});

const FRONT = ['---', 'title: T', 'description: D.', 'date: 1787-09-17', 'transcription: X.', 'source: https://www.archives.gov/t', 'paragraph_label: Clause', '---', ''].join('\n');

describe('the documents parser refuses what would give a part no address', () => {
  const parse = (body: string) => () => parseDocument('documents/t.md', FRONT + body);

  it('numbers the paragraphs of a part as its clauses', () => {
    const document = parseDocument('documents/t.md', `${FRONT}# Article. I. {#article-1}\n\n## Section. 1. {#article-1-section-1}\n\nOne.\n\nTwo [[old words]](article-2).\n\n# Article. II. {#article-2}\n\nThree.`);
    const section = document.parts[0].parts[0];
    expect(section.paragraphs.map((paragraph) => paragraph.id)).toEqual(['article-1-section-1-clause-1', 'article-1-section-1-clause-2']);
    expect(section.paragraphs[1].runs).toEqual([{ text: 'Two ' }, { text: 'old words', supersededBy: 'article-2' }, { text: '.' }]);
    expect(partLabel('Section. 8.')).toBe('Section 8');
  });

  it('names the file, the line and the rule', () => {
    expect(parse('Text before any heading.')).toThrow('documents/t.md: line 9: text before the first heading');
    expect(parse('# A {#a}\n\nOne.\n\n# B {#a}\n\nTwo.')).toThrow('the address #a is used twice');
    expect(parse('# A {#a}\n\n## S {#b-1}\n\nOne.')).toThrow('the address of a section of #a starts with "a-"');
    expect(parse('# A {#a}\n\nOne [[gone]](nowhere).')).toThrow('leads to #nowhere, which this document does not have');
    expect(parse('# A {#a}\n\n# B {#b}\n\nOne.')).toThrow('#a has no text');
    expect(parse('# A\n\nOne.')).toThrow('a heading is "# Text {#address}"');
    expect(() => parseDocument('documents/t.md', FRONT.replace('source: https://www.archives.gov/t', 'source: https://www.archives.gov/') + '# A {#a}\n\nOne.')).toThrow('not a home page');
  });
});
