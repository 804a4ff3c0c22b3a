import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
  paddingBlock: '2px',
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'nowrap',
  border: '1px solid currentColor',
});

export const level = styleVariants({
  AAA: { color: vars.color.success, background: vars.color.successSurface },
  AA: { color: vars.color.success, background: vars.color.successSurface },
  Fail: { color: vars.color.danger, background: vars.color.dangerSurface },
});

export const levelName = style({ fontWeight: vars.fontWeight.bold });
