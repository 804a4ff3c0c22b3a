import { disclosureNoteMessages, type DisclosureNoteMessages } from './messages';
import { forwardRef, type ReactNode } from 'react';
import { Link } from '../Link';
import * as styles from './DisclosureNote.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface DisclosureNoteProps extends RootProps<'p'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<DisclosureNoteMessages>;
  /** Where the link goes: the publication's editorial policy. */
  policyHref: string;
  /** The disclosure's text. */
  text?: ReactNode;
  /** The bold label before the text. */
  label?: ReactNode;
  /** The text of the link to the editorial policy. */
  linkText?: ReactNode;
}

/** Product §1: the note that an article was created with AI assistance and reviewed by human editors, linking to the editorial policy. */
export const DisclosureNote = forwardRef<HTMLParagraphElement, DisclosureNoteProps>(function DisclosureNote({
  policyHref,
  text,
  label,
  linkText,
  messages,
  className,
  ...rest
}, ref) {
  const words = { ...disclosureNoteMessages, ...messages };
  return (
    <p ref={ref} {...rest} className={cx(styles.note, className)}>
      <strong className={styles.label}>{label ?? words.label}</strong> {text ?? words.text}{' '}
      <Link href={policyHref}>{linkText ?? words.linkText}</Link>
    </p>
  );
});
