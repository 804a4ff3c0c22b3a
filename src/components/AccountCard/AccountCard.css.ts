import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/** The admin home's card; AdminToolsCard sits beside it and uses the same frame. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  padding: vars.space['6'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

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
