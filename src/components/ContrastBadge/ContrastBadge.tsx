import { contrastBadgeMessages, type ContrastBadgeMessages } from './messages';
import { forwardRef } from 'react';
import { contrastLevel, formatRatio } from '../../../tokens/contrast';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './ContrastBadge.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface ContrastBadgeProps extends RootProps<'span', 'children'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<ContrastBadgeMessages>;
  /** The contrast ratio to grade, e.g. 4.5 for 4.5:1. */
  ratio: number;
  /** What the ratio was measured against, read by screen readers before the grade (e.g. "on parchment"). */
  context?: string;
}

/** The WCAG grade of a contrast ratio: AAA at 7:1 or more, AA at 4.5:1 or more, otherwise Fail. */
export const ContrastBadge = forwardRef<HTMLSpanElement, ContrastBadgeProps>(function ContrastBadge({ ratio, context, messages, className, ...rest }, ref) {
  const words = { ...contrastBadgeMessages, ...messages };
  const level = contrastLevel(ratio);
  return (
    <span ref={ref} {...rest} className={cx(styles.badge, styles.level[level], className)}>
      {context ? <span className={visuallyHidden}>{context}: </span> : null}
      <span className={styles.levelName}>{words[level]}</span>
      <span>{formatRatio(ratio)}</span>
    </span>
  );
});
