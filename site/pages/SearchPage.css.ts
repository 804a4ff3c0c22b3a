import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '48rem',
});

export const tagLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

export const results = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
