import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import * as styles from './Badge.css';

export interface BadgeProps extends RootProps<'span', 'children'> {
  /** The badge's short label, e.g. "Featured" or "Primary". */
  children: ReactNode;
  /** featured for the home page's lead story, primary for primary sources, neutral otherwise. */
  tone?: keyof typeof styles.tone;
}

/** A short, non-interactive label. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ children, tone = 'neutral', className, ...rest }, ref) {
  return (
    <span ref={ref} {...rest} className={cx(styles.badge, styles.tone[tone], className)}>
      {children}
    </span>
  );
});
