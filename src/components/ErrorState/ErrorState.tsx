import { errorStateMessages, type ErrorStateMessages } from './messages';
import { forwardRef, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './ErrorState.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';
import { Inline } from '../Inline';

export interface ErrorStateProps extends RootProps<'div', 'title'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<ErrorStateMessages>;
  /** The whole message as the reader sees it, e.g. "Error loading articles: HTTP 500: Internal Server Error". */
  message: ReactNode;
  /** A short bold line above the message, e.g. "Error loading articles" in the admin list. */
  title?: ReactNode;
  /** When given, a "Retry" button calls it. */
  onRetry?: () => void;
  /**
   * Without `onRetry`: "Retry" is a link to this address, for a page that
   * runs no script (a link to the page itself loads it afresh, and its
   * server asks again).
   */
  retryHref?: string;
  /** More actions after Retry, e.g. a "Switch Account" button. */
  actions?: ReactNode;
}

/**
 * Product §8: an error message with Retry. The title and message are an
 * alert (announced at once); the buttons sit beside it, outside the alert, so
 * the announcement is the message alone.
 */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  { message, title, onRetry, retryHref, actions, messages, className, ...rest },
  ref,
) {
  const words = { ...errorStateMessages, ...messages };
  const retry = onRetry ? <Button onClick={onRetry}>{words.retry}</Button> : retryHref ? <Button href={retryHref}>{words.retry}</Button> : null;
  const hasActions = retry != null || actions != null;
  return (
    <Stack space="4" ref={ref} {...rest} className={cx(styles.root, className)}>
      <div role="alert">
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.message}>{message}</p>
      </div>
      {hasActions ? (
        <Inline space="3">
          {retry}
          {actions}
        </Inline>
      ) : null}
    </Stack>
  );
});
