import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const bio = style({
  margin: 0,
  maxWidth: vars.measure,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export { section, sectionHeading } from '../styles/sections.css';

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});
