/**
 * /admin (product §§2, 4, 5, 6, 8): Loading... -> signed out: sign-in
 * (Google, or an emailed magic link; both return here) -> signed in:
 * Verifying admin access... -> the check failed (message, Retry, Switch
 * Account) / No Access / Admin Home. A stored session the server no longer
 * honours shows "Session ended" with Sign in, which leads to the sign-in panel. Loaded only on this route, and it loads
 * the auth client itself, so public pages never download either.
 */
import { useState } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import {
  AccessNotice,
  AccountCard,
  AdminToolsCard,
  Breadcrumbs,
  Button,
  ErrorState,
  LoadingState,
  PageHeader,
  SignInPanel,
  visuallyHidden,
  Inline,
  Stack,
} from '../../../src';
import { useAdminStatus } from '../../auth/adminStatus';
import { loadAuthClient, sendMagicLink, signInWithGoogle, useAuthSession } from '../../auth/session';
import { signInAgain, signOutAndRefocus } from './adminShared';
import * as styles from './AdminPage.css';
import { SessionLoading } from './SessionLoading';

/** A waiting state still names the page, so the page always has its one h1. */
function Waiting({ message }: { message: string }) {
  return (
    <>
      <h1 className={visuallyHidden}>Admin</h1>
      <LoadingState message={message} />
    </>
  );
}

function AdminHome({ client, session }: { client: SupabaseClient; session: Session }) {
  const [signingOut, setSigningOut] = useState(false);
  const email = session.user.email ?? '';
  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOutAndRefocus(client);
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <>
      <PageHeader
        title="Admin Home"
        intro={`Welcome${email ? `, ${email}` : ''}. From here you can review every published article; nothing in the admin area changes the public site.`}
      />
      <Stack space="6" className={styles.column}>
        <div className={styles.cards}>
          <AccountCard email={email} userId={session.user.id} />
          <AdminToolsCard articlesHref="/admin/articles" />
        </div>
        <Inline space="3">
          <Button variant="secondary" busy={signingOut} onClick={handleSignOut}>
            Sign Out
          </Button>
        </Inline>
      </Stack>
    </>
  );
}

function AdminView() {
  const auth = useAuthSession();
  const admin = useAdminStatus(auth);

  if (auth.status === 'loading') {
    return (
      <>
        <h1 className={visuallyHidden}>Admin</h1>
        <SessionLoading />
      </>
    );
  }
  if (auth.status === 'unavailable') {
    return (
      <>
        <h1 className={visuallyHidden}>Admin</h1>
        <ErrorState title="Sign-in is unavailable" message={auth.error} onRetry={() => void loadAuthClient().catch(() => undefined)} />
      </>
    );
  }
  if (auth.status === 'signed-out' && auth.sessionEnded) {
    // Product §4: an ended session is not an error to retry; Sign in shows the panel below.
    return (
      <Stack space="6" className={styles.column}>
        <AccessNotice variant="session-ended" onSignIn={signInAgain} />
      </Stack>
    );
  }
  if (auth.status === 'signed-out') {
    const { client } = auth;
    return (
      <Stack space="6" className={styles.column}>
        <SignInPanel
          onGoogle={() => signInWithGoogle(client)}
          onSendMagicLink={(email) => sendMagicLink(client, email)}
          initialError={auth.redirectError ?? undefined}
        />
      </Stack>
    );
  }

  const { client, session } = auth;
  const switchAccount = () => void signOutAndRefocus(client);
  if (admin.status === 'admin') return <AdminHome client={client} session={session} />;
  if (admin.status === 'error') {
    return (
      <Stack space="6" className={styles.column}>
        <AccessNotice variant="check-error" message={admin.error} onRetry={admin.retry} onSwitchAccount={switchAccount} />
      </Stack>
    );
  }
  if (admin.status === 'not-admin') {
    return (
      <Stack space="6" className={styles.column}>
        <AccessNotice variant="no-access" email={session.user.email ?? undefined} onRetry={admin.retry} onSwitchAccount={switchAccount} />
      </Stack>
    );
  }
  return <Waiting message="Verifying admin access..." />;
}

/** Loaded only on /admin, so public pages never download it or the auth client. */
export default function AdminPage() {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Admin' }]} />
      <AdminView />
    </>
  );
}
