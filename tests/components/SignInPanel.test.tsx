import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/SignInPanel.stories';
import { SignInPanel, isSendableEmail } from '../../src/components/SignInPanel';

const { Default, OAuthErrorFromRedirect } = composeStories(stories);

function renderPanel(overrides: Partial<Parameters<typeof SignInPanel>[0]> = {}) {
  const onGoogle = vi.fn();
  const onSendMagicLink = vi.fn(async (_email: string) => ({}));
  render(<SignInPanel onGoogle={onGoogle} onSendMagicLink={onSendMagicLink} {...overrides} />);
  return { onGoogle, onSendMagicLink, ...overrides };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const sendButton = () => screen.getByRole('button', { name: 'Send Magic Link' });

describe('SignInPanel', () => {
  it('product §2: shows "Admin Access", its intro, Google sign-in and the magic-link form', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Admin Access', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access the admin dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(sendButton()).toHaveAttribute('type', 'submit');
  });

  it('product §5: an empty address shows "Please enter a valid email address", returns focus to the field and sends nothing', async () => {
    const { onGoogle, onSendMagicLink } = renderPanel();
    await userEvent.click(sendButton());
    expect(emailField()).toHaveAccessibleDescription('Error: Please enter a valid email address');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();
    expect(onSendMagicLink).not.toHaveBeenCalled();
    expect(onGoogle).not.toHaveBeenCalled();
  });

  it('product §5: an empty submit announces "Please enter a valid email address" as an alert, again on every refused submit', async () => {
    renderPanel();
    await userEvent.click(sendButton());
    const first = screen.getByRole('alert');
    expect(first).toHaveTextContent('Please enter a valid email address');
    // Focus moved after the field was marked invalid, so the field is read with its message.
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription('Error: Please enter a valid email address');
    // Enter in the field (focus already there) is announced too: the alert is inserted afresh.
    await userEvent.type(emailField(), '{Enter}');
    const second = screen.getByRole('alert');
    expect(second).toHaveTextContent('Please enter a valid email address');
    expect(second).not.toBe(first);
  });

  it('product §5: an address without "@" is refused the same way, also when submitted with Enter', async () => {
    const { onSendMagicLink } = renderPanel();
    await userEvent.type(emailField(), 'editor.example.com{Enter}');
    expect(emailField()).toHaveAccessibleDescription('Error: Please enter a valid email address');
    expect(onSendMagicLink).not.toHaveBeenCalled();
  });

  it('product §5: a whitespace-only address counts as empty', async () => {
    const { onSendMagicLink } = renderPanel();
    await userEvent.type(emailField(), '   {Enter}');
    expect(emailField()).toHaveAccessibleDescription('Error: Please enter a valid email address');
    expect(onSendMagicLink).not.toHaveBeenCalled();
  });

  it('product §5: isSendableEmail accepts only a non-empty address with "@"', () => {
    expect(isSendableEmail('')).toBe(false);
    expect(isSendableEmail('   ')).toBe(false);
    expect(isSendableEmail('editor.example.com')).toBe(false);
    expect(isSendableEmail('editor@example.com')).toBe(true);
  });

  it('product §4: while sending, both buttons are disabled (aria-disabled, still focusable) and busy', async () => {
    const { onSendMagicLink } = renderPanel({ onSendMagicLink: vi.fn(() => new Promise<{ error?: string }>(() => {})) });
    await userEvent.type(emailField(), 'editor@example.com{Enter}');
    expect(onSendMagicLink).toHaveBeenCalledWith('editor@example.com');
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('product §4: after sending, the form is replaced by "Check your email for the magic link!", which takes focus', async () => {
    const { onSendMagicLink } = renderPanel();
    await userEvent.type(emailField(), '  editor@example.com  ');
    await userEvent.click(sendButton());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your email for the magic link!');
    expect(status).toHaveFocus();
    expect(onSendMagicLink).toHaveBeenCalledExactlyOnceWith('editor@example.com');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });

  it("product §5: the provider's error is shown exactly as given, and the form stays", async () => {
    renderPanel({ onSendMagicLink: vi.fn(async () => ({ error: 'Email rate limit exceeded' })) });
    await userEvent.type(emailField(), 'editor@example.com{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Email rate limit exceeded');
    expect(emailField()).toHaveValue('editor@example.com');
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a rejected send as an error rather than sticking in "Sending…"', async () => {
    renderPanel({ onSendMagicLink: vi.fn(async () => Promise.reject(new Error('Network request failed'))) });
    await userEvent.type(emailField(), 'editor@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network request failed');
    expect(sendButton()).toBeEnabled();
  });

  it('calls onGoogle when "Sign in with Google" is pressed, and shows an error it reports', async () => {
    const onGoogle = vi.fn(async () => ({ error: 'Provider is not enabled' }));
    const { onSendMagicLink } = renderPanel({ onGoogle });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(onGoogle).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Provider is not enabled');
    expect(onSendMagicLink).not.toHaveBeenCalled();
  });

  it('shows an OAuth error from the redirect on arrival', () => {
    render(<OAuthErrorFromRedirect />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to exchange external code: the sign-in link has expired');
  });
});
