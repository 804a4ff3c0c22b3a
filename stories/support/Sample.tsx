import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../../tokens/theme.css';

const sample: CSSProperties = {
  padding: vars.space['3'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
};

/** A labelled box that shows where a layout primitive puts a child. */
export function Sample({ children, tall }: { children: ReactNode; tall?: boolean }) {
  return <div style={tall ? { ...sample, minHeight: '6rem' } : sample}>{children}</div>;
}
