import { accessNoticeMessages, type AccessNoticeMessages } from './messages';
import { around } from '../../messages/format';
import { forwardRef, useId, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './AccessNotice.css';
import { Stack } from '../Stack';
import { Inline } from '../Inline';
import type { HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

/**
 * One flat props type rather than a union per variant: Storybook's story
 * types collapse a union of props to `never`. Each prop says which variant
 * reads it.
 */
export interface AccessNoticeProps extends RootProps<'section'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<AccessNoticeMessages>;
  /**
   * no-access: signed in but not an admin (/admin); access-denied: a non-admin opened an admin page; check-error: the admin check failed;
   * session-ended: the stored session is no longer honoured (signed out elsewhere, or expired), so only signing in again helps.
   */
  variant: 'no-access' | 'access-denied' | 'check-error' | 'session-ended';
  /** no-access: the signed-in account's email, shown as "Signed in as {email}". */
  email?: string;
  /**
   * check-error: the error's message, or 'Failed to check admin status' (product §8); the messages' `unknownError` when absent.
   */
  message?: string;
  /** no-access and check-error: re-checks admin status (the Retry button shows when given). */
  onRetry?: () => void;
  /** no-access and check-error: signs out so another account can sign in (the Switch Account button shows when given). */
  onSwitchAccount?: () => void;
  /** session-ended: shows the sign-in panel again (the Sign in button shows when given). */
  onSignIn?: () => void;
  /** access-denied: where "Back to Admin" goes (the admin area's home); the link shows when given. */
  backHref?: string;
  /** The heading's level: 1 when the notice is the whole page (as on /admin), 2 inside a page. */
  headingLevel?: HeadingLevel;
}

const headings = {
  'no-access': 'noAccessHeading',
  'access-denied': 'accessDeniedHeading',
  'check-error': 'checkErrorHeading',
  'session-ended': 'sessionEndedHeading',
} as const;

/** Variants that are news the reader did not ask for: announced as alerts. */
const announced = new Set<AccessNoticeProps['variant']>(['check-error', 'session-ended']);

/** Why the admin area is closed to this reader, and what they can do next (product §§2, 6, 8). */
export const AccessNotice = forwardRef<HTMLElement, AccessNoticeProps>(function AccessNotice({ variant, email, message, onRetry, onSwitchAccount, onSignIn, backHref, headingLevel = 1, messages, className, ...rest }, ref) {
  const words = { ...accessNoticeMessages, ...messages };
  const headingId = `${useId()}-heading`;
  const Heading = `h${headingLevel}` as const;

  const [signedInBefore, signedInAfter] = around(words.signedInAs, 'email');
  let body: ReactNode;
  if (variant === 'no-access') {
    body = (
      <>
        <p className={styles.text}>{words.noAccess}</p>
        {email ? (
          <p className={styles.account}>
            {signedInBefore}
            <strong className={styles.email}>{email}</strong>
            {signedInAfter}
          </p>
        ) : null}
      </>
    );
  } else if (variant === 'access-denied') {
    body = <p className={styles.text}>{words.accessDenied}</p>;
  } else if (variant === 'session-ended') {
    body = <p className={styles.text}>{words.sessionEnded}</p>;
  } else {
    body = <p className={styles.text}>{message || words.unknownError}</p>;
  }

  const head = (
    <>
      <Heading id={headingId} className={styles.heading}>
        {words[headings[variant]]}
      </Heading>
      {body}
    </>
  );

  return (
    <Stack as="section" space="5" ref={ref} {...rest} className={cx(styles.notice, variant === 'check-error' && styles.error, className)} aria-labelledby={headingId}>
      {/* A failed check or an ended session is news the reader did not ask for: announce it. The buttons stay outside the alert. */}
      {announced.has(variant) ? (
        <Stack role="alert" space="3">
          {head}
        </Stack>
      ) : (
        <Stack space="3">{head}</Stack>
      )}
      <Inline space="3" align="center">
        {variant === 'access-denied' ? (
          backHref ? (
            <Button href={backHref} variant="secondary">
              {words.backToAdmin}
            </Button>
          ) : null
        ) : variant === 'session-ended' ? (
          // No Retry here: the same refused session would fail again.
          onSignIn ? <Button onClick={onSignIn}>{words.signIn}</Button> : null
        ) : (
          <>
            {onRetry ? <Button onClick={onRetry}>{words.retry}</Button> : null}
            {onSwitchAccount ? (
              <Button variant="secondary" onClick={onSwitchAccount}>
                {words.switchAccount}
              </Button>
            ) : null}
          </>
        )}
      </Inline>
    </Stack>
  );
});
