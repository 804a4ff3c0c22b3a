import * as styles from './LoadingState.css';

export interface LoadingStateProps {
  /** What is loading, in the product's words: "Loading articles...", "Loading article...", "Searching...", "Verifying admin access...". */
  message?: string;
}

/**
 * A polite status message with a decorative spinner. It keeps a minimum
 * height so the content that replaces it shifts the page as little as
 * possible (CLS), and the spinner stands still for readers who ask for
 * reduced motion.
 */
export function LoadingState({ message = 'Loading...' }: LoadingStateProps) {
  return (
    <div role="status" className={styles.root}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
