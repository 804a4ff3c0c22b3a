import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessNotice } from '../src/components/AccessNotice';
import { sprinkles } from '../tokens/sprinkles.css';
import { layoutLevel } from '../.storybook/modes';

const meta = {
  title: 'Admin/AccessNotice',
  component: AccessNotice,
  parameters: { ...layoutLevel },
  decorators: [
    (Story) => (
      <div className={sprinkles({ paddingY: '8', paddingX: '4' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccessNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §§2 and 6: a signed-in non-admin sees "No Access" on /admin, with Retry, Switch Account and who is signed in. */
export const NoAccess: Story = {
  args: { variant: 'no-access', email: 'reader@example.com', onRetry: fn(), onSwitchAccount: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Access' })).toBeInTheDocument();
    await expect(canvas.getByText('Your account does not have admin privileges.')).toBeInTheDocument();
    await expect(canvas.getByText(/Signed in as/)).toHaveTextContent('Signed in as reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch Account' }));
    await expect(args.onSwitchAccount).toHaveBeenCalledTimes(1);
  },
};

/** A long address wraps instead of pushing the notice off a phone screen. */
export const NoAccessLongEmail: Story = {
  args: { ...NoAccess.args, email: 'a.very.long.mailbox.name.for.the.corrections.desk@editorial-department.example.com' },
};

/** Product §§2 and 6: a non-admin sees "Access Denied" on /admin/articles, with a link back to /admin. */
export const AccessDenied: Story = {
  args: { variant: 'access-denied', backHref: '/admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    await expect(canvas.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Product §8: a failed admin check shows its message in an alert, with Retry and Switch Account. */
export const CheckError: Story = {
  args: { variant: 'check-error', message: 'Failed to check admin status', onRetry: fn(), onSwitchAccount: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to check admin status');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch Account' }));
    await expect(args.onSwitchAccount).toHaveBeenCalledTimes(1);
  },
};

/**
 * Product §4, admin page flow: a stored session the server no longer honours (signed out elsewhere, or expired)
 * says so in an alert and offers Sign in, never a Retry that could not succeed.
 */
export const SessionEnded: Story = {
  args: { variant: 'session-ended', onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your session has ended. Sign in again to continue.');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};
