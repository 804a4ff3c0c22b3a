import { forwardRef, Fragment, useId, type ReactNode } from 'react';
import { formatMessage } from '../../messages/format';
import { foundingDocumentMessages, type FoundingDocumentMessages } from './messages';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './FoundingDocument.css';
import { cx } from '../../utils/cx';
import { subheadingLevel, type HeadingLevel } from '../../utils/headingLevel';
import type { RootProps } from '../../utils/rootProps';

/** A run of a paragraph's text. */
export interface FoundingDocumentRun {
  text: string;
  /** Set on words a later part changed or repealed: the id of that part (an amendment, or one of its sections). */
  supersededBy?: string;
}

/** A paragraph of a part: in the Constitution, a clause. */
export interface FoundingDocumentParagraph {
  /** Its address in the page, e.g. "article-1-section-8-clause-3". */
  id: string;
  /** Its place among its part's paragraphs, from 1: "Clause 3". */
  number: number;
  runs: FoundingDocumentRun[];
}

/** A group of signers, as the transcription groups them: "New Hampshire: John Langdon, Nicholas Gilman". */
export interface FoundingDocumentSignerGroup {
  group: string;
  names: string[];
  /** How many of the part's paragraphs come before this group (an attestation may follow the names). */
  after: number;
}

/** A part of the document: the Preamble, an article, a section, an amendment. */
export interface FoundingDocumentPart {
  /** Its address in the page, e.g. "article-1-section-8". */
  id: string;
  /** The heading as the transcription writes it: "Article. I.", "Section. 8.". */
  heading: string;
  /** The same as a label, for links: "Article I", "Section 8". */
  label: string;
  /** When an amendment was passed and ratified, as the transcription says it. */
  dates?: string;
  /** The transcription's notes on this part. */
  notes?: string[];
  paragraphs: FoundingDocumentParagraph[];
  signers?: FoundingDocumentSignerGroup[];
  /** Its sections. */
  parts: FoundingDocumentPart[];
}

export interface FoundingDocumentProps extends RootProps<'div'> {
  /** The document's parts, in order, each with its sections. */
  parts: FoundingDocumentPart[];
  /** What a paragraph is called: "Clause" (the Constitution) or "Paragraph" (the Declaration). */
  paragraphLabel: string;
  /** The level of the top parts' headings (2 by default; sections get the next level). */
  headingLevel?: 2 | 3;
  /**
   * By part or paragraph id, the pages that discuss it (an article that ties
   * a claim to that clause): listed under it as "Discussed in" links.
   */
  discussedIn?: Readonly<Record<string, ReadonlyArray<FoundingDocumentDiscussion>>>;
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<FoundingDocumentMessages>;
}

/** A page that discusses a part: its title and address. */
export interface FoundingDocumentDiscussion {
  title: string;
  href: string;
}

type Words = FoundingDocumentMessages;

/** What every part needs from the whole document. */
interface Context {
  words: Words;
  paragraphLabel: string;
  /** Every part's and paragraph's full label by id, for the links after superseded words. */
  labels: ReadonlyMap<string, string>;
  /** Prefix for the heading ids, unique in the page. */
  idBase: string;
  discussedIn: Readonly<Record<string, ReadonlyArray<FoundingDocumentDiscussion>>>;
}

/** "Discussed in: The Commerce Clause, Federalism": the pages that discuss a part, under it. Nothing when none does. */
function DiscussedIn({ id, context }: { id: string; context: Context }) {
  const pages = Object.hasOwn(context.discussedIn, id) ? context.discussedIn[id] : [];
  if (pages.length === 0) return null;
  return (
    <p className={styles.discussed}>
      {context.words.discussedIn}{' '}
      {pages.map((page, index) => (
        <Fragment key={page.href}>
          {index > 0 ? ', ' : null}
          <a href={page.href} className={styles.discussedLink}>
            {page.title}
          </a>
        </Fragment>
      ))}
    </p>
  );
}

/** A paragraph's full label: "Article I, Section 8, Clause 3". */
function paragraphFullLabel(partLabel: string, paragraphLabel: string, number: number): string {
  return `${partLabel}, ${paragraphLabel} ${number}`;
}

/** The full label of every part and paragraph, the labels down the tree joined by ", ": "Amendment XIV, Section 2". */
function labelsOf(parts: FoundingDocumentPart[], paragraphLabel: string): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (list: FoundingDocumentPart[], above: string[]) => {
    for (const part of list) {
      const trail = [...above, part.label];
      const label = trail.join(', ');
      if (!labels.has(part.id)) labels.set(part.id, label);
      for (const paragraph of part.paragraphs) {
        if (!labels.has(paragraph.id)) labels.set(paragraph.id, paragraphFullLabel(label, paragraphLabel, paragraph.number));
      }
      walk(part.parts, trail);
    }
  };
  walk(parts, []);
  return labels;
}

/** The link icon: a chain's two links. */
function LinkIcon() {
  return (
    <svg className={styles.partLinkIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    </svg>
  );
}

function Runs({ runs, context }: { runs: FoundingDocumentRun[]; context: Context }) {
  const { words, labels } = context;
  return (
    <>
      {runs.map((run, index) =>
        run.supersededBy ? (
          <Fragment key={index}>
            <s className={styles.superseded}>
              <span className={visuallyHidden}>{words.superseded} </span>
              {run.text}
            </s>{' '}
            <a href={`#${run.supersededBy}`} className={styles.supersededBy}>
              {formatMessage(words.supersededBy, { part: labels.get(run.supersededBy) ?? run.supersededBy })}
            </a>
          </Fragment>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}

function Signers({ groups }: { groups: FoundingDocumentSignerGroup[] }) {
  return (
    <dl className={styles.signers}>
      {groups.map((group, index) => (
        <div key={index} className={styles.signerGroup}>
          <dt className={styles.signerState}>{group.group}</dt>
          <dd className={styles.signerNames}>{group.names.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A part's paragraphs, each led by its number's link, with its signer groups placed after the paragraphs their `after` counts. */
function Body({ part, label, context }: { part: FoundingDocumentPart; label: string; context: Context }) {
  const { words, paragraphLabel } = context;
  const count = part.paragraphs.length;
  // An `after` out of range puts the group at the start or the end, never nowhere.
  const placeOf = (after: number) => (Number.isFinite(after) ? Math.min(Math.max(Math.trunc(after), 0), count) : count);
  const signersAt = (position: number) => (part.signers ?? []).filter((group) => placeOf(group.after) === position);
  const flow: ReactNode[] = [];
  for (let position = 0; position <= count; position += 1) {
    const groups = signersAt(position);
    if (groups.length > 0) flow.push(<Signers key={`signers-${position}`} groups={groups} />);
    const paragraph = part.paragraphs[position];
    if (!paragraph) continue;
    const full = paragraphFullLabel(label, paragraphLabel, paragraph.number);
    flow.push(
      <p key={paragraph.id} id={paragraph.id} className={styles.paragraph}>
        <a href={`#${paragraph.id}`} data-part-link="" data-part-label={full} className={styles.number}>
          <span aria-hidden="true">{paragraph.number}</span>
          <span className={visuallyHidden}>{formatMessage(words.linkTo, { part: full })}</span>
        </a>{' '}
        <Runs runs={paragraph.runs} context={context} />
      </p>,
      <DiscussedIn key={`${paragraph.id}-discussed`} id={paragraph.id} context={context} />,
    );
  }
  return <>{flow}</>;
}

function Part({ part, level, above, context }: { part: FoundingDocumentPart; level: HeadingLevel; above: string[]; context: Context }) {
  const trail = [...above, part.label];
  const label = trail.join(', ');
  const Heading = `h${level}` as const;
  const headingId = `${context.idBase}-${part.id}-heading`;
  return (
    <section id={part.id} aria-labelledby={headingId} className={cx(styles.part, above.length > 0 && styles.subpart)}>
      {/* The heading is named by its text alone, so the region and the outline read "Article. I.", not the link's words too. */}
      <Heading aria-labelledby={headingId} className={cx(styles.heading, styles.headingLevel[level as Exclude<HeadingLevel, 1>])}>
        <span id={headingId}>{part.heading}</span>
        <a href={`#${part.id}`} data-part-link="" data-part-label={label} className={styles.partLink}>
          <LinkIcon />
          <span className={visuallyHidden}>{formatMessage(context.words.linkTo, { part: label })}</span>
        </a>
      </Heading>
      {part.dates ? <p className={styles.dates}>{part.dates}</p> : null}
      {(part.notes ?? []).map((note, index) => (
        <p key={index} className={styles.note}>
          {note}
        </p>
      ))}
      <DiscussedIn id={part.id} context={context} />
      <Body part={part} label={label} context={context} />
      {part.parts.map((child) => (
        <Part key={child.id} part={child} level={subheadingLevel(level)} above={trail} context={context} />
      ))}
    </section>
  );
}

/**
 * A founding document (the Constitution, the Declaration) in full, every
 * part at its own address: each part is a section whose id is its address
 * (`#article-1-section-8`), named by its heading, and each paragraph a `<p>`
 * with its own (`#article-1-section-8-clause-3`). Beside each heading a link
 * icon, and before each paragraph its number, link to that address ("Link to
 * Article I, Section 8, Clause 3"). Words a later amendment changed are
 * struck through, said to be superseded, and followed by a link to the part
 * that changed them. Under a part or clause, the pages given as discussing
 * it ("Discussed in: ..."). The text is rendered as text, never as markup.
 *
 * The links are plain links: without JavaScript, or without
 * FoundingDocumentLinks on the page, pressing one moves to the part and puts
 * its address in the address bar, to copy from there, so none is dead. With
 * FoundingDocumentLinks they also copy the address and say so.
 *
 * A server component: it reads no context, so a translation comes in as
 * `messages`.
 */
export const FoundingDocument = forwardRef<HTMLDivElement, FoundingDocumentProps>(function FoundingDocument(
  { parts, paragraphLabel, headingLevel = 2, discussedIn = {}, messages, className, ...rest },
  ref,
) {
  const words = { ...foundingDocumentMessages, ...messages };
  const idBase = useId();
  const context: Context = { words, paragraphLabel, labels: labelsOf(parts, paragraphLabel), idBase, discussedIn };
  return (
    <div ref={ref} {...rest} className={cx(styles.root, className)}>
      {parts.map((part) => (
        <Part key={part.id} part={part} level={headingLevel} above={[]} context={context} />
      ))}
    </div>
  );
});
