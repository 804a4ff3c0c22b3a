import { adminToolsCardMessages, type AdminToolsCardMessages } from './messages';
import { forwardRef, useId } from 'react';
import { Button } from '../Button';
import { card, cardHeading } from '../../styles/panel.css';
import * as styles from './AdminToolsCard.css';
import type { HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import { Stack } from '../Stack';
import type { RootProps } from '../../utils/rootProps';

export interface AdminToolsCardProps extends RootProps<'section'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<AdminToolsCardMessages>;
  /** Where "Manage Articles" goes: the app's articles manager. */
  articlesHref: string;
  /** The heading's level; 2 under the admin home's "Admin Home" heading. */
  headingLevel?: HeadingLevel;
}

/** "Admin Tools" on the admin home: the way into the read-only articles manager (product §2). */
export const AdminToolsCard = forwardRef<HTMLElement, AdminToolsCardProps>(function AdminToolsCard({ articlesHref, headingLevel = 2, messages, className, ...rest }, ref) {
  const words = { ...adminToolsCardMessages, ...messages };
  const headingId = `${useId()}-heading`;
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack as="section" space="4" ref={ref} {...rest} className={cx(card, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={cardHeading}>
        {words.heading}
      </Heading>
      <p className={styles.text}>{words.text}</p>
      <div>
        <Button href={articlesHref}>{words.manage}</Button>
      </div>
    </Stack>
  );
});
