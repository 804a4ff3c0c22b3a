import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { centred } from '../../../tokens/layout';

export const figure = style({
  margin: 0,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // The box keeps the declared width:height even if the file differs, so nothing shifts.
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.placeholder,
});

export const caption = style({
  marginTop: vars.space['2'],
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const placeholder = style({
  ...centred,
  width: '100%',
  padding: vars.space['6'],
  overflow: 'hidden',
  background: vars.color.placeholder,
  color: vars.color.placeholderText,
  borderRadius: vars.radius.lg,
});

export const placeholderText = style({
  maxWidth: vars.measure,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
