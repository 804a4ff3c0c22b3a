import { forwardRef, type ReactNode } from 'react';
import * as styles from './EmptyState.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';

export interface EmptyStateProps extends RootProps<'div', 'children'> {
  /** What is missing, in the product's words, e.g. "No articles found in this category yet.". */
  message: ReactNode;
  /** Anything that helps next, e.g. a link back or a "Clear filters" button. */
  children?: ReactNode;
}

/** A calm message for a list with nothing in it, with room for a next step. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState({ message, children, className, ...rest }, ref) {
  return (
    <Stack space="4" align="center" ref={ref} {...rest} className={cx(styles.root, className)}>
      <p className={styles.message}>{message}</p>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </Stack>
  );
});
