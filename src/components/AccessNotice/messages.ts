import type { MessagesOf } from '../../messages/format';

/** AccessNotice's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const accessNoticeMessages = {
  noAccessHeading: 'No Access',
  accessDeniedHeading: 'Access Denied',
  checkErrorHeading: 'Could not verify admin access',
  sessionEndedHeading: 'Session ended',
  noAccess: 'Your account does not have admin privileges.',
  /** {email} is the signed-in account's address, shown in bold. */
  signedInAs: 'Signed in as {email}',
  accessDenied: 'You do not have permission to view this page.',
  sessionEnded: 'Your session has ended. Sign in again to continue.',
  /** The check-error text when the `message` prop is not given. */
  unknownError: 'Unknown error checking admin status',
  backToAdmin: 'Back to Admin',
  signIn: 'Sign in',
  retry: 'Retry',
  switchAccount: 'Switch Account',
};

export type AccessNoticeMessages = MessagesOf<typeof accessNoticeMessages>;
