/**
 * Admin status in the page (product §§4, 6): one check per sign-in, shared by
 * every place that shows it; a check nobody waits for any longer is aborted,
 * and its late answer never reaches the page. The server's side of the check
 * is tested against the real server in pages-admin.test.tsx; here the RPC is
 * a stand-in that answers when the test says, to see what happens in between.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { adminQueries, useAdminStatus } from '../../site/auth/adminStatus';
import type { AuthSessionState } from '../../site/auth/session';

interface PendingCheck {
  signal: AbortSignal;
  answer: (isAdmin: boolean) => void;
}

/** A client whose me_admin_status calls wait until answered, each recorded with its abort signal. */
function waitingClient() {
  const checks: PendingCheck[] = [];
  const client = {
    rpc: () => ({
      abortSignal: (signal: AbortSignal) =>
        new Promise((resolve) => {
          checks.push({ signal, answer: (isAdmin) => resolve({ data: [{ is_admin: isAdmin }], error: null, status: 200 }) });
        }),
    }),
  } as unknown as SupabaseClient;
  return { client, checks };
}

const signedIn = (client: SupabaseClient, userId: string): AuthSessionState =>
  ({ status: 'signed-in', client, session: { user: { id: userId, last_sign_in_at: '2026-12-08T00:00:00Z' } } }) as unknown as AuthSessionState;

function Status({ auth, label }: { auth: AuthSessionState; label: string }) {
  const admin = useAdminStatus(auth);
  return <p aria-label={label}>{admin.status}</p>;
}

afterEach(() => adminQueries.clear());

describe('admin status checks (product §§4, 6)', () => {
  it('two places showing the same sign-in ask the server once and agree', async () => {
    const { client, checks } = waitingClient();
    const auth = signedIn(client, 'user-a');
    render(
      <>
        <Status auth={auth} label="page" />
        <Status auth={auth} label="header" />
      </>,
    );
    expect(screen.getByLabelText('page')).toHaveTextContent('checking');
    expect(checks).toHaveLength(1);
    act(() => checks[0].answer(true));
    await waitFor(() => expect(screen.getByLabelText('page')).toHaveTextContent(/^admin$/));
    expect(screen.getByLabelText('header')).toHaveTextContent(/^admin$/);
  });

  it("when the signed-in user changes, the first user's check is aborted and its late answer is never shown", async () => {
    const { client, checks } = waitingClient();
    const view = render(<Status auth={signedIn(client, 'user-a')} label="page" />);
    expect(checks).toHaveLength(1);
    view.rerender(<Status auth={signedIn(client, 'user-b')} label="page" />);
    await act(async () => undefined);
    expect(checks).toHaveLength(2);
    expect(checks[0].signal.aborted).toBe(true);
    expect(checks[1].signal.aborted).toBe(false);
    act(() => checks[0].answer(true));
    // Long enough for an answer to reach the page, were it still wanted (the cache tells its readers on the next task).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('page')).toHaveTextContent('checking');
    act(() => checks[1].answer(false));
    await waitFor(() => expect(screen.getByLabelText('page')).toHaveTextContent('not-admin'));
  });

  it('a check is aborted when the page that asked is gone', async () => {
    const { client, checks } = waitingClient();
    const view = render(<Status auth={signedIn(client, 'user-a')} label="page" />);
    view.unmount();
    await act(async () => undefined);
    expect(checks[0].signal.aborted).toBe(true);
  });
});
