import { accountCardMessages, type AccountCardMessages } from './messages';
import { forwardRef, useId } from 'react';
import { card, cardHeading } from '../../styles/panel.css';
import * as styles from './AccountCard.css';
import type { HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import { Stack } from '../Stack';
import type { RootProps } from '../../utils/rootProps';

export interface AccountCardProps extends RootProps<'section'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<AccountCardMessages>;
  /** The signed-in user's email. */
  email: string;
  /** The signed-in user's id (a UUID, which wraps on narrow screens). */
  userId: string;
  /** The heading's level; 2 under the admin home's "Admin Home" heading. */
  headingLevel?: HeadingLevel;
}

/** "Your Account" on the admin home: who is signed in (product §2). */
export const AccountCard = forwardRef<HTMLElement, AccountCardProps>(function AccountCard({ email, userId, headingLevel = 2, messages, className, ...rest }, ref) {
  const words = { ...accountCardMessages, ...messages };
  const headingId = `${useId()}-heading`;
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack as="section" space="4" ref={ref} {...rest} className={cx(card, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={cardHeading}>
        {words.heading}
      </Heading>
      <dl className={styles.list}>
        <div>
          <dt className={styles.term}>{words.email}</dt>
          <dd className={styles.detail}>{email}</dd>
        </div>
        <div>
          <dt className={styles.term}>{words.userId}</dt>
          <dd className={styles.detail}>{userId}</dd>
        </div>
      </dl>
    </Stack>
  );
});
