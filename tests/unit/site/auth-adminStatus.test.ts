import { describe, expect, it } from 'vitest';
import {
  adminCheckErrorMessage,
  adminStatusFromResponse,
  adminStatusFromResult,
  checkAdminStatus,
  FAILED_ADMIN_CHECK,
  UNKNOWN_ADMIN_CHECK_ERROR,
} from '../../../site/auth/adminStatus';

describe('admin status from me_admin_status (product §6)', () => {
  it("uses the first row's is_admin", () => {
    expect(adminStatusFromResponse({ data: [{ is_admin: true }], error: null })).toEqual({ isAdmin: true, error: null });
    expect(adminStatusFromResponse({ data: [{ is_admin: false }, { is_admin: true }], error: null })).toEqual({ isAdmin: false, error: null });
  });

  it('an empty result means not admin', () => {
    expect(adminStatusFromResponse({ data: [], error: null })).toEqual({ isAdmin: false, error: null });
    expect(adminStatusFromResponse({ data: null, error: null })).toEqual({ isAdmin: false, error: null });
  });

  it('only a true is_admin counts', () => {
    expect(adminStatusFromResponse({ data: [{ is_admin: 'true' }], error: null }).isAdmin).toBe(false);
    expect(adminStatusFromResponse({ data: [{}], error: null }).isAdmin).toBe(false);
    expect(adminStatusFromResponse({ data: [null], error: null }).isAdmin).toBe(false);
  });
});

describe('admin check failure (product §8)', () => {
  it("shows the error's message, and the user is treated as non-admin", () => {
    expect(adminStatusFromResponse({ data: [{ is_admin: true }], error: { message: 'JWT expired' } })).toEqual({ isAdmin: false, error: 'JWT expired' });
  });

  it("an error without a message reads 'Failed to check admin status'", () => {
    expect(adminStatusFromResponse({ data: null, error: { message: '' } }).error).toBe(FAILED_ADMIN_CHECK);
    expect(FAILED_ADMIN_CHECK).toBe('Failed to check admin status');
    expect(adminCheckErrorMessage(new Error(''))).toBe('Failed to check admin status');
  });

  it("a thrown Error shows its message; anything else reads 'Unknown error checking admin status'", () => {
    expect(adminCheckErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(adminCheckErrorMessage('boom')).toBe(UNKNOWN_ADMIN_CHECK_ERROR);
    expect(adminCheckErrorMessage(undefined)).toBe('Unknown error checking admin status');
  });

  it('what each result means to the page', () => {
    expect(adminStatusFromResult({ isAdmin: true, error: null })).toEqual({ status: 'admin', isAdmin: true });
    expect(adminStatusFromResult({ isAdmin: false, error: null })).toEqual({ status: 'not-admin', isAdmin: false });
    expect(adminStatusFromResult({ isAdmin: false, error: 'down' })).toEqual({ status: 'error', isAdmin: false, error: 'down' });
  });
});

/** A stand-in for the client's rpc builder: resolves (or rejects) with what it is given, and records the call. */
function fakeRpc(outcome: () => Promise<{ data: unknown; error: { message: string } | null }>) {
  const calls: { fn: string; signal: AbortSignal }[] = [];
  return {
    calls,
    client: {
      rpc: (fn: string) => ({
        abortSignal: (signal: AbortSignal) => {
          calls.push({ fn, signal });
          return outcome();
        },
      }),
    } as unknown as Parameters<typeof checkAdminStatus>[0],
  };
}

describe('checkAdminStatus', () => {
  it("calls rpc('me_admin_status') with the check's abort signal", async () => {
    const { client, calls } = fakeRpc(async () => ({ data: [{ is_admin: true }], error: null }));
    const signal = new AbortController().signal;
    expect(await checkAdminStatus(client, signal)).toEqual({ isAdmin: true, error: null });
    expect(calls).toEqual([{ fn: 'me_admin_status', signal }]);
  });

  it('never throws: a rejected call becomes an error result', async () => {
    const { client } = fakeRpc(() => Promise.reject(new Error('socket closed')));
    expect(await checkAdminStatus(client, new AbortController().signal)).toEqual({ isAdmin: false, error: 'socket closed' });
    const { client: odd } = fakeRpc(() => Promise.reject('nope'));
    expect(await checkAdminStatus(odd, new AbortController().signal)).toEqual({ isAdmin: false, error: UNKNOWN_ADMIN_CHECK_ERROR });
  });
});
