import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/** A box with a thick danger border, so it is the first thing a reader sees after a failed submit. */
export const summary = style({
  padding: vars.space['5'],
  border: `${vars.space['1']} solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.ui,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['2'],
});

/** Links in the danger colour, underlined, bold: each is an error to fix. */
export const link = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
});
