import { editorialStandardsMessages, type EditorialStandardsMessages } from './messages';
import { forwardRef, useId, type ReactNode } from 'react';
import { Link } from '../Link';
import * as styles from './EditorialStandards.css';
import { type HeadingLevel, headingLevelOf } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Inline } from '../Inline';

/** A policy page the box links to. */
export interface PolicyLink {
  /** Where the policy lives. */
  href: string;
  /** The policy's name, the link's text. */
  label: string;
}

export interface EditorialStandardsProps extends RootProps<'section', 'title'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<EditorialStandardsMessages>;
  /** The policy pages to link, in order (for example editorial, corrections and ownership policies). */
  links: readonly PolicyLink[];
  /** The sentence under the heading. */
  text?: ReactNode;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** @deprecated Use `headingLevel`; `level` is read only when `headingLevel` is not given. */
  level?: HeadingLevel;
}

/** A box that states the publication's standards and links to the policies behind them. */
export const EditorialStandards = forwardRef<HTMLElement, EditorialStandardsProps>(function EditorialStandards({
  links,
  text,
  headingLevel,
  level,
  messages,
  className,
  ...rest
}, ref) {
  const words = { ...editorialStandardsMessages, ...messages };
  const headingId = useId();
  const Heading = `h${headingLevelOf('EditorialStandards', headingLevel, level, 2)}` as const;
  return (
    <section ref={ref} {...rest} className={cx(styles.box, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {words.heading}
      </Heading>
      <p className={styles.text}>{text ?? words.text}</p>
      <Inline as="ul" space="2" className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </Inline>
    </section>
  );
});
