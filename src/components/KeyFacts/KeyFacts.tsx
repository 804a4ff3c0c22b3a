import { keyFactsMessages, type KeyFactsMessages } from './messages';
import { forwardRef, useId, type ReactNode } from 'react';
import { NoteRef } from '../NoteRef';
import { fillTemplate, type HrefTemplate } from '../../utils/hrefTemplate';
import * as styles from './KeyFacts.css';
import { type HeadingLevel, headingLevelOf } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';

export interface KeyFactsProps extends RootProps<'aside', 'title'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<KeyFactsMessages>;
  /** The box's heading. */
  title?: ReactNode;
  /** The facts, one short sentence each; blank ones are dropped. */
  facts: ReadonlyArray<string>;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** @deprecated Use `headingLevel`; `level` is read only when `headingLevel` is not given. */
  level?: HeadingLevel;
  /** `notes[i]`: the source numbers (1-based) fact i cites, shown as notes at its end. */
  notes?: ReadonlyArray<ReadonlyArray<number>>;
  /** Where a note for source `n` leads: a template with `{source}`, or a function of `n` in client code; by default the source list entry, `#source-{source}`. */
  noteHref?: HrefTemplate<number>;
}

/** A sidebar of quick facts: an aside named by its heading, with a list; each fact may end with notes naming its sources. Renders nothing without facts. */
export const KeyFacts = forwardRef<HTMLElement, KeyFactsProps>(function KeyFacts({ title, facts, headingLevel, level, notes = [], noteHref = '#source-{source}', messages, className, ...rest }, ref) {
  const words = { ...keyFactsMessages, ...messages };
  const headingId = useId();
  const Heading = `h${headingLevelOf('KeyFacts', headingLevel, level, 2)}` as const;
  const shown = facts.map((fact, index) => ({ text: fact.trim(), notes: notes[index] ?? [] })).filter((fact) => fact.text);
  if (shown.length === 0) return null;
  return (
    <aside ref={ref} {...rest} className={cx(styles.box, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title ?? words.title}
      </Heading>
      <Stack as="ul" space="2" className={styles.list}>
        {shown.map((fact, index) => (
          <li key={index}>
            {fact.text}
            {fact.notes.map((source) => (
              <NoteRef key={source} number={source} href={fillTemplate(noteHref, 'source', source)} messages={{ label: words.note }} />
            ))}
          </li>
        ))}
      </Stack>
    </aside>
  );
});
