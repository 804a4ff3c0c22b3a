import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const transcription = style({
  margin: 0,
  maxWidth: vars.measure,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

export const contents = style({});

// Thirty-six parts: in columns, so the document starts within a screen or two.
globalStyle(`${contents} ol`, {
  display: 'block',
  columns: '10rem',
  columnGap: vars.space['6'],
});

globalStyle(`${contents} li`, {
  breakInside: 'avoid',
  marginBlockEnd: vars.space['1'],
});
