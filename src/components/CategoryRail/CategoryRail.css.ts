import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});
