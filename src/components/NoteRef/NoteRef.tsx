import { noteRefMessages, type NoteRefMessages } from './messages';
import { formatMessage } from '../../messages/format';
import { forwardRef } from 'react';
import * as styles from './NoteRef.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

/** The id of source `number`'s entry in a SourceList with note anchors (1-based). */
export const sourceAnchorId = (number: number) => `source-${number}`;
/** The id of the first note in a text that cites source `number`, for the source list's link back. */
export const noteRefId = (number: number) => `note-${number}`;
/** Where a note for source `number` leads by default: its entry in the source list. */
export const defaultNoteHref = (number: number) => `#${sourceAnchorId(number)}`;

export interface NoteRefProps extends RootProps<'sup', 'id'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<NoteRefMessages>;
  /** The source's number in the source list (1-based), shown as the superscript. */
  number: number;
  /** Where the note leads; by default the source list entry `#source-{number}`. */
  href?: string;
  /** An id for this note, so the source list can link back to it. */
  id?: string;
  /** The link's accessible name; it starts with the visible number's words: "Source 3". */
  label?: string;
}

/**
 * A note tying a claim to a source: a numbered superscript link to the
 * source list. It is named "Source 3" rather than "3" so that a screen-reader
 * user hears what the number means; the visible number is part of that name.
 */
export const NoteRef = forwardRef<HTMLElement, NoteRefProps>(function NoteRef({ number, href = defaultNoteHref(number), id, label, messages, className, ...rest }, ref) {
  const words = { ...noteRefMessages, ...messages };
  return (
    <sup ref={ref} {...rest} className={cx(styles.sup, className)}>
      <a id={id} href={href} aria-label={label ?? formatMessage(words.label, { number })} className={styles.link}>
        {number}
      </a>
    </sup>
  );
});
