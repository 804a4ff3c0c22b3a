import { loadingStateMessages, type LoadingStateMessages } from './messages';
import { forwardRef, type ReactNode } from 'react';
import * as styles from './LoadingState.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface LoadingStateProps extends RootProps<'div'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<LoadingStateMessages>;
  /** What is loading, in the product's words: "Loading articles...", "Loading article...", "Searching...", "Verifying admin access...". */
  message?: ReactNode;
}

/**
 * A polite status message with a decorative spinner. It keeps a minimum
 * height so the content that replaces it shifts the page as little as
 * possible (CLS), and the spinner stands still for readers who ask for
 * reduced motion.
 */
export const LoadingState = forwardRef<HTMLDivElement, LoadingStateProps>(function LoadingState({ message, messages, className, ...rest }, ref) {
  const words = { ...loadingStateMessages, ...messages };
  return (
    <div ref={ref} role="status" {...rest} className={cx(styles.root, className)}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{message ?? words.message}</span>
    </div>
  );
});
