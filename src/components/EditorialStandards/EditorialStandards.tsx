import { useId } from 'react';
import { Link } from '../Link';
import * as styles from './EditorialStandards.css';

export interface EditorialStandardsProps {
  /** The sentence under the heading. */
  text?: string;
  /** The heading's level, to fit the page's outline. */
  level?: 2 | 3 | 4;
}

/** Spec section 2: the policies an article links to. */
const policyLinks = [
  { href: '/about/editorial-policy', label: 'Editorial Policy' },
  { href: '/about/corrections-policy', label: 'Corrections Policy' },
  { href: '/about/ownership', label: 'Ownership and Transparency' },
] as const;

/** A box that states the publication's standards and links to its editorial, corrections and ownership pages. */
export function EditorialStandards({
  text = 'Every article is checked against primary sources and reviewed by human editors before it is published, and errors are corrected openly.',
  level = 2,
}: EditorialStandardsProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        Our Editorial Standards
      </Heading>
      <p className={styles.text}>{text}</p>
      <ul className={styles.links}>
        {policyLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
