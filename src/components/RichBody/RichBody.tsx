import { richBodyMessages, type RichBodyMessages } from './messages';
import { forwardRef, type Ref, type ReactNode } from 'react';
import { NoteRef } from '../NoteRef';
import { Link } from '../Link';
import { fillTemplate, type HrefTemplate } from '../../utils/hrefTemplate';
import { paragraphRuns, richBodyBlocks, type RichBodyDocument } from './blocks';
import * as styles from './RichBody.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface RichBodyProps extends RootProps<'div'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<RichBodyMessages>;
  /** The article's body_rich document; null or undefined shows the empty message. */
  body: RichBodyDocument | null | undefined;
  /** Shown when there is nothing to render. */
  emptyText?: ReactNode;
  /** Where a paragraph's note for source `n` leads: a template with `{source}`, or a function of `n` in client code; by default the source list entry, `#source-{source}`. */
  noteHref?: HrefTemplate<number>;
  /** The id given to the first note citing source `n`, for a link back from the source list: a template with `{source}` or a function; by default `note-{source}`. */
  noteId?: HrefTemplate<number>;
}

/**
 * An article's body: headings (levels 2 to 4, with ids for linking) and
 * paragraphs, all rendered as text, with numbered notes where a paragraph
 * ties a claim to a source, and links where it ties words to the page that
 * bears them out (a clause of a founding document). Other section types are
 * skipped.
 */
export const RichBody = forwardRef<HTMLDivElement, RichBodyProps>(function RichBody({ body, emptyText, noteHref = '#source-{source}', noteId = 'note-{source}', messages, className, ...rest }, ref) {
  const words = { ...richBodyMessages, ...messages };
  const blocks = richBodyBlocks(body);
  // Only the first note citing a source gets the id the source list links back to.
  const cited = new Set<number>();
  if (blocks.length === 0) {
    return (
      <p ref={ref as Ref<HTMLParagraphElement>} {...rest} className={cx(styles.empty, className)}>
        {emptyText ?? words.empty}
      </p>
    );
  }
  return (
    <div ref={ref} {...rest} className={cx(styles.body, className)}>
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={index} className={styles.paragraph}>
              {block.notes.length === 0 && block.links.length === 0
                ? block.text
                : paragraphRuns(block.text, block.notes, block.links).map((run, runIndex) => {
                    if ('href' in run) {
                      return (
                        <Link key={runIndex} href={run.href}>
                          {run.text}
                        </Link>
                      );
                    }
                    if ('text' in run) return run.text;
                    const first = !cited.has(run.note);
                    cited.add(run.note);
                    return <NoteRef key={runIndex} number={run.note} href={fillTemplate(noteHref, 'source', run.note)} id={first ? fillTemplate(noteId, 'source', run.note) : undefined} messages={{ label: words.note }} />;
                  })}
            </p>
          );
        }
        const Heading = `h${block.level}` as const;
        return (
          <Heading key={block.id} id={block.id} className={`${styles.heading} ${styles.headingLevel[block.level]}`}>
            {block.text}
          </Heading>
        );
      })}
    </div>
  );
});
