'use client';

import { signInPanelMessages, type SignInPanelMessages } from './messages';
import { useMessages } from '../../messages/MessagesContext';
import { forwardRef, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import * as styles from './SignInPanel.css';
import { isSendableEmail } from './email';
import type { HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { TextField } from '../TextField';

/** What an auth call reports back: nothing on success, or the provider's message. */
export type SignInResult = { error?: string | null } | void;

export interface SignInPanelProps extends RootProps<'section', 'title'> {
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<SignInPanelMessages>;
  /** Starts Google sign-in (usually a redirect); may resolve with the provider's error to show. */
  onGoogle: () => void | Promise<SignInResult>;
  /** Sends a one-time magic link to the address; resolves with the provider's error, if any. */
  onSendMagicLink: (email: string) => Promise<SignInResult>;
  /** An error to show on arrival, e.g. an OAuth error that came back in the redirect URL. */
  initialError?: string;
  /** The heading's level: 1 when the panel is the page (the /admin sign-in screen), 2 inside a larger page. */
  headingLevel?: HeadingLevel;
}

type Status = 'idle' | 'sending' | 'sent';

/** A rejected call is shown like a reported one, so the form never sticks in "Sending…". */
async function settle(pending: Promise<SignInResult>): Promise<SignInResult> {
  try {
    return await pending;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * "Admin Access": Google sign-in and the email magic-link form (product §§2, 4, 5).
 *
 * The form is a native form so Enter in the field submits it, but noValidate,
 * so the reader sees the product's message rather than the browser's bubble.
 */
export const SignInPanel = forwardRef<HTMLElement, SignInPanelProps>(function SignInPanel({ onGoogle, onSendMagicLink, initialError, headingLevel = 1, messages, className, ...rest }, ref) {
  const words = useMessages('signInPanel', signInPanelMessages, messages);
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  /** Counts refused submits, so each one re-announces the message and refocuses the field. */
  const [refusals, setRefusals] = useState(0);
  const [providerError, setProviderError] = useState<string | null>(initialError ?? null);
  const [status, setStatus] = useState<Status>('idle');
  const [googlePending, setGooglePending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const busy = status === 'sending' || googlePending;
  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-heading`;

  useEffect(() => {
    // The form that held focus is gone; put the reader on the confirmation.
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);

  useEffect(() => {
    // After the render that marked the field invalid and tied the message to it,
    // so a screen reader landing on the field hears the message with it.
    if (refusals > 0) inputRef.current?.focus();
  }, [refusals]);

  async function handleSubmit(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isSendableEmail(email)) {
      setFieldError(words.invalidEmail);
      setRefusals((count) => count + 1);
      return;
    }
    setFieldError(null);
    setProviderError(null);
    setStatus('sending');
    const result = await settle(onSendMagicLink(email.trim()));
    if (result?.error) {
      setProviderError(result.error);
      setStatus('idle');
      // Back to the field, where the reader can fix the address.
      inputRef.current?.focus();
    } else {
      setStatus('sent');
    }
  }

  async function handleGoogle() {
    if (busy) return;
    setProviderError(null);
    const pending = onGoogle();
    if (!pending) return;
    setGooglePending(true);
    const result = await settle(pending);
    setGooglePending(false);
    if (result?.error) setProviderError(result.error);
  }

  return (
    <Stack as="section" space="4" ref={ref} {...rest} className={cx(styles.panel, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {words.heading}
      </Heading>
      <p className={styles.lede}>{words.lede}</p>

      {providerError ? (
        <p role="alert" className={styles.alert}>
          {providerError}
        </p>
      ) : null}

      <Button variant="secondary" busy={busy} onClick={handleGoogle} className={styles.fullWidth}>
        {words.google}
      </Button>

      <Inline as="p" space="3" alignY="center" wrap={false} className={styles.divider}>{words.or}</Inline>

      {status === 'sent' ? (
        <p ref={sentRef} role="status" tabIndex={-1} className={styles.sent}>
          {words.sent}
        </p>
      ) : (
        <Stack as="form" space="4" noValidate onSubmit={handleSubmit}>
          <TextField
            ref={inputRef}
            id={`${id}-email`}
            label={words.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            readOnly={status === 'sending'}
            error={
              /*
                Announced on every refused submit (a new key re-inserts the alert), not only
                when the field is focused: a reader who pressed Enter in the field is already
                there, so moving focus alone would say nothing.
              */
              fieldError ? (
                <span key={refusals} role="alert">
                  {fieldError}
                </span>
              ) : null
            }
          />
          <Button type="submit" busy={busy} className={styles.fullWidth}>
            {status === 'sending' ? words.sending : words.send}
          </Button>
        </Stack>
      )}
    </Stack>
  );
});
