import { forwardRef } from 'react';
import { Link } from '../Link';
import * as styles from './DisclosureNote.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface DisclosureNoteProps extends RootProps<'p'> {
  /** Where the link goes: the publication's editorial policy. */
  policyHref: string;
  /** The disclosure's text. */
  text?: string;
  /** The bold label before the text. */
  label?: string;
  /** The text of the link to the editorial policy. */
  linkText?: string;
}

/** Product §1: the note that an article was created with AI assistance and reviewed by human editors, linking to the editorial policy. */
export const DisclosureNote = forwardRef<HTMLParagraphElement, DisclosureNoteProps>(function DisclosureNote({
  policyHref,
  text = 'This article was created with AI assistance and reviewed by human editors for accuracy.',
  label = 'Disclosure:',
  linkText = 'Read our editorial policy',
  className,
  ...rest
}, ref) {
  return (
    <p ref={ref} {...rest} className={cx(styles.note, className)}>
      <strong className={styles.label}>{label}</strong> {text}{' '}
      <Link href={policyHref}>{linkText}</Link>
    </p>
  );
});
