import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export interface BadgeProps {
  /** The badge's short label, e.g. "Featured" or "Primary". */
  children: ReactNode;
  /** featured for the home page's lead story, primary for primary sources, neutral otherwise. */
  tone?: keyof typeof styles.tone;
}

/** A short, non-interactive label. */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <span className={`${styles.badge} ${styles.tone[tone]}`}>{children}</span>;
}
