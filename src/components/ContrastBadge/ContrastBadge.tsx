import { contrastLevel, formatRatio } from '../../../tokens/contrast';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './ContrastBadge.css';

export interface ContrastBadgeProps {
  /** The contrast ratio to grade, e.g. 4.5 for 4.5:1. */
  ratio: number;
  /** What the ratio was measured against, read by screen readers before the grade (e.g. "on parchment"). */
  context?: string;
}

/** The WCAG grade of a contrast ratio: AAA at 7:1 or more, AA at 4.5:1 or more, otherwise Fail. */
export function ContrastBadge({ ratio, context }: ContrastBadgeProps) {
  const level = contrastLevel(ratio);
  return (
    <span className={`${styles.badge} ${styles.level[level]}`}>
      {context ? <span className={visuallyHidden}>{context}: </span> : null}
      <span className={styles.levelName}>{level}</span>
      <span>{formatRatio(ratio)}</span>
    </span>
  );
}
