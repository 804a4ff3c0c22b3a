import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
});

export const bio = style({
  margin: 0,
  maxWidth: vars.measure,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const sectionHeading = style({
  margin: 0,
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});
