import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** The whole message as the reader sees it, e.g. "Error loading articles: HTTP 500: Internal Server Error". */
  message: string;
  /** A short bold line above the message, e.g. "Error loading articles" in the admin list. */
  title?: string;
  /** When given, a "Retry" button calls it. */
  onRetry?: () => void;
  /** More actions after Retry, e.g. a "Switch Account" button. */
  actions?: ReactNode;
}

/**
 * Product §8: an error message with Retry. The title and message are an
 * alert (announced at once); the buttons sit beside it, outside the alert, so
 * the announcement is the message alone.
 */
export function ErrorState({ message, title, onRetry, actions }: ErrorStateProps) {
  const hasActions = onRetry != null || actions != null;
  return (
    <div className={styles.root}>
      <div role="alert">
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.message}>{message}</p>
      </div>
      {hasActions ? (
        <div className={styles.actions}>
          {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
