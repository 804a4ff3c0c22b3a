import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/* The table itself, its cards below 52rem and its sort buttons are DataTable's; these are the admin list's own cells and states. */

export const heroColumn = style({ width: '6rem' });

export const title = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  minWidth: '14rem',
  overflowWrap: 'anywhere',
});

export const thumbnail = style({
  display: 'block',
  width: vars.space['16'],
  height: vars.space['10'],
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.placeholder,
});

export const muted = style({ color: vars.color.textMuted });

export const tags = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  margin: 0,
  paddingBlock: vars.space['6'],
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const errorBox = style({
  padding: vars.space['5'],
  borderInlineStart: `${vars.space['1']} solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const errorHeading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.danger });

export const errorText = style({ margin: 0, fontFamily: vars.font.ui, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
