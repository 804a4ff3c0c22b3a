import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInPanel, type SignInResult } from '../src/components/SignInPanel';
import { sprinkles } from '../tokens/sprinkles.css';
import { layoutLevel } from '../.storybook/modes';

const meta = {
  title: 'Admin/SignInPanel',
  component: SignInPanel,
  parameters: { ...layoutLevel },
  decorators: [
    (Story) => (
      <div className={sprinkles({ paddingY: '8', paddingX: '4' })}>
        <Story />
      </div>
    ),
  ],
  args: {
    onGoogle: fn(),
    onSendMagicLink: fn(async (_email: string): Promise<SignInResult> => ({})),
  },
} satisfies Meta<typeof SignInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2: "Admin Access" with Google sign-in and the magic-link form; Google starts its sign-in when pressed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Admin Access', level: 1 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expect(args.onGoogle).toHaveBeenCalledTimes(1);
    await expect(args.onSendMagicLink).not.toHaveBeenCalled();
  },
};

/**
 * Product §5: an empty address shows "Please enter a valid email address" on submit and nothing is sent.
 * The message is an alert (announced at once) and focus moves to the field, which it describes.
 */
export const InvalidEmptyEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Magic Link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAccessibleDescription('Error: Please enter a valid email address');
    await expect(input).toBeInvalid();
    await expect(input).toHaveFocus();
    await expect(args.onSendMagicLink).not.toHaveBeenCalled();
    await expect(args.onGoogle).not.toHaveBeenCalled();
  },
};

/** Product §5: an address without '@' is refused the same way; Enter in the field submits. */
export const InvalidNoAt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'editor.example.com{Enter}');
    await expect(input).toHaveAccessibleDescription('Error: Please enter a valid email address');
    await expect(input).toBeInvalid();
    await expect(args.onSendMagicLink).not.toHaveBeenCalled();
  },
};

/** While the link is being sent both buttons are disabled (aria-disabled, still focusable) and busy. */
export const Sending: Story = {
  args: { onSendMagicLink: fn((_email: string) => new Promise<SignInResult>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email address' }), 'editor@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Magic Link' }));
    await expect(args.onSendMagicLink).toHaveBeenCalledWith('editor@example.com');
    const sending = await canvas.findByRole('button', { name: 'Sending…' });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Product §4: after sending, the form gives way to "Check your email for the magic link!", which takes focus. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email address' }), 'editor@example.com{Enter}');
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Check your email for the magic link!');
    await expect(status).toHaveFocus();
    await expect(args.onSendMagicLink).toHaveBeenCalledWith('editor@example.com');
    await expect(canvas.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  },
};

/** Product §5: the provider's error message is shown as is, and the form stays for another try. */
export const ProviderError: Story = {
  args: { onSendMagicLink: fn(async (_email: string): Promise<SignInResult> => ({ error: 'Email rate limit exceeded' })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email address' }), 'editor@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Magic Link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Email rate limit exceeded$/);
    await expect(args.onSendMagicLink).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('editor@example.com');
    await expect(canvas.getByRole('button', { name: 'Send Magic Link' })).toBeEnabled();
  },
};

/** An OAuth error that came back in the redirect URL is shown on arrival. */
export const OAuthErrorFromRedirect: Story = {
  args: { initialError: 'Unable to exchange external code: the sign-in link has expired' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to exchange external code: the sign-in link has expired');
  },
};
