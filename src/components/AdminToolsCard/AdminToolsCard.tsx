import { useId } from 'react';
import { LinkButton } from '../LinkButton';
import { card, cardHeading } from '../../styles/panel.css';
import * as styles from './AdminToolsCard.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export interface AdminToolsCardProps {
  /** Where "Manage Articles" goes: the app's articles manager. */
  articlesHref: string;
  /** The heading's level; 2 under the admin home's "Admin Home" heading. */
  headingLevel?: HeadingLevel;
}

/** "Admin Tools" on the admin home: the way into the read-only articles manager (product §2). */
export function AdminToolsCard({ articlesHref, headingLevel = 2 }: AdminToolsCardProps) {
  const headingId = `${useId()}-heading`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={card} aria-labelledby={headingId}>
      <Heading id={headingId} className={cardHeading}>
        Admin Tools
      </Heading>
      <p className={styles.text}>Browse every published article, with filters by category, tag and text. The list is read-only.</p>
      <div>
        <LinkButton href={articlesHref}>Manage Articles</LinkButton>
      </div>
    </section>
  );
}
