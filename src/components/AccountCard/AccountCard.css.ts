import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  margin: 0,
});

export const term = style({
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** Ids and addresses have no spaces to break at; let them wrap anywhere rather than overflow. */
export const detail = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
