import { style } from '@vanilla-extract/css';

import { vars } from '../../../tokens/theme.css';
import { panelFrame } from '../../styles/panel.css';

/** Placed by its container (no auto margins): the site puts it on the page column's left edge, under the breadcrumbs. */
export const panel = style({
  ...panelFrame,
  width: '100%',
  maxWidth: '28rem',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  textAlign: 'center',
});

export const lede = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const fullWidth = style({ width: '100%' });

/** "or" between the two ways in, with a hairline either side. */
export const divider = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.borderSubtle}` },
  },
});

export const alert = style({
  margin: 0,
  padding: vars.space['3'],
  borderInlineStart: `${vars.space['1']} solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const sent = style({
  margin: 0,
  padding: vars.space['4'],
  borderInlineStart: `${vars.space['1']} solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.text,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
