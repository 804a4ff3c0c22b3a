import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/AccessNotice.stories';
import { AccessNotice } from '../../src/components/AccessNotice';

const { AccessDenied } = composeStories(stories);

describe('AccessNotice', () => {
  it('product §6: a signed-in non-admin sees "No Access" on /admin, with who is signed in, Retry and Switch Account', async () => {
    const onRetry = vi.fn();
    const onSwitchAccount = vi.fn();
    render(<AccessNotice variant="no-access" email="reader@example.com" onRetry={onRetry} onSwitchAccount={onSwitchAccount} />);
    expect(screen.getByRole('heading', { name: 'No Access', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your account does not have admin privileges.')).toBeInTheDocument();
    expect(screen.getByText(/^Signed in as/)).toHaveTextContent('Signed in as reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Switch Account' }));
    expect(onSwitchAccount).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('product §6: a non-admin sees "Access Denied" on /admin/articles with a link back to /admin', () => {
    render(<AccessDenied />);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['JWT expired', 'Failed to check admin status', 'Unknown error checking admin status'])(
    'product §8: a failed admin check shows "%s" in an alert, with Retry and Switch Account',
    async (message) => {
      const onRetry = vi.fn();
      const onSwitchAccount = vi.fn();
      render(<AccessNotice variant="check-error" message={message} onRetry={onRetry} onSwitchAccount={onSwitchAccount} />);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await userEvent.click(screen.getByRole('button', { name: 'Switch Account' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(onSwitchAccount).toHaveBeenCalledTimes(1);
    },
  );

  it("product §8: without a message the check error says 'Unknown error checking admin status'", () => {
    render(<AccessNotice variant="check-error" onRetry={vi.fn()} onSwitchAccount={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error checking admin status');
  });

  it('product §4: an ended session says so in an alert and offers Sign in, with no Retry', async () => {
    const onSignIn = vi.fn();
    render(<AccessNotice variant="session-ended" onSignIn={onSignIn} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Session ended' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Sign in again to continue.');
    // Even when a caller passes onRetry, the notice never offers a Retry that cannot succeed.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('can sit under a page heading at level 2', () => {
    render(<AccessNotice variant="access-denied" headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'Access Denied', level: 2 })).toBeInTheDocument();
  });
});
