import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing, in the product's words, e.g. "No articles found in this category yet.". */
  message: string;
  /** Anything that helps next, e.g. a link back or a "Clear filters" button. */
  children?: ReactNode;
}

/** A calm message for a list with nothing in it, with room for a next step. */
export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <p className={styles.message}>{message}</p>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </div>
  );
}
