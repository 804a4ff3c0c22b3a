import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const root = style({
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space['1'],
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
});

/** At least 24 x 24 px (WCAG 2.5.8) for every step, icon or text. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: vars.color.link,
  selectors: {
    '&:visited': { color: vars.color.link },
    '&:hover': { color: vars.color.linkHover },
  },
});

export const home = style({
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: '24px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const step = style({ color: vars.color.textMuted });

export const current = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const icon = style({ width: '1.25em', height: '1.25em' });

export const separator = style({
  width: '1em',
  height: '1em',
  marginInline: vars.space['1'],
  color: vars.color.textMuted,
  flexShrink: 0,
});
