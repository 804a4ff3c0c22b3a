import type { MessagesOf } from '../../messages/format';

/** SignInPanel's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const signInPanelMessages = {
  heading: 'Admin Access',
  lede: 'Sign in to access the admin dashboard',
  google: 'Sign in with Google',
  or: 'or',
  sent: 'Check your email for the magic link!',
  emailLabel: 'Email address',
  invalidEmail: 'Please enter a valid email address',
  send: 'Send Magic Link',
  sending: 'Sending…',
};

export type SignInPanelMessages = MessagesOf<typeof signInPanelMessages>;
