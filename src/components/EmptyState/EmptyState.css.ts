import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const root = style({
  paddingInline: vars.space['6'],
  paddingBlock: vars.space['10'],
  background: vars.color.surfaceRaised,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const message = style({
  margin: 0,
  maxWidth: vars.measure,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
});

export const extra = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});
