import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/** On surfaceRaised, where the link's visited and hover colours are checked pairs. */
export const note = style({
  margin: 0,
  padding: vars.space['4'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderInlineStart: `${vars.space['1']} solid ${vars.color.accentSurface}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const label = style({
  fontWeight: vars.fontWeight.bold,
});
