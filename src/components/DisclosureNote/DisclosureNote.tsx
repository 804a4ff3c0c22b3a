import { Link } from '../Link';
import * as styles from './DisclosureNote.css';

export interface DisclosureNoteProps {
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
export function DisclosureNote({
  policyHref,
  text = 'This article was created with AI assistance and reviewed by human editors for accuracy.',
  label = 'Disclosure:',
  linkText = 'Read our editorial policy',
}: DisclosureNoteProps) {
  return (
    <p className={styles.note}>
      <strong className={styles.label}>{label}</strong> {text}{' '}
      <Link href={policyHref}>{linkText}</Link>
    </p>
  );
}
