import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const root = style({
  padding: vars.space['5'],
  background: vars.color.dangerSurface,
  color: vars.color.text,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: vars.space['1'],
  borderRadius: vars.radius.md,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space['1'],
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const message = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

