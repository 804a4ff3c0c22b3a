import { forwardRef, useId } from 'react';
import { LinkButton } from '../LinkButton';
import { card, cardHeading } from '../../styles/panel.css';
import * as styles from './AdminToolsCard.css';
import type { HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface AdminToolsCardProps extends RootProps<'section'> {
  /** Where "Manage Articles" goes: the app's articles manager. */
  articlesHref: string;
  /** The heading's level; 2 under the admin home's "Admin Home" heading. */
  headingLevel?: HeadingLevel;
}

/** "Admin Tools" on the admin home: the way into the read-only articles manager (product §2). */
export const AdminToolsCard = forwardRef<HTMLElement, AdminToolsCardProps>(function AdminToolsCard({ articlesHref, headingLevel = 2, className, ...rest }, ref) {
  const headingId = `${useId()}-heading`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} {...rest} className={cx(card, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={cardHeading}>
        Admin Tools
      </Heading>
      <p className={styles.text}>Browse every published article, with filters by category, tag and text. The list is read-only.</p>
      <div>
        <LinkButton href={articlesHref}>Manage Articles</LinkButton>
      </div>
    </section>
  );
});
