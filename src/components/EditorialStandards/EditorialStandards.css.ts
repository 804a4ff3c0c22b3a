import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/** On surfaceRaised, where the links' visited and hover colours are checked pairs. */
export const box = style({
  padding: vars.space['6'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.lg,
});

export const text = style({
  margin: 0,
  marginBottom: vars.space['4'],
  maxWidth: vars.measure,
  fontSize: vars.fontSize.sm,
});

export const links = style({
  columnGap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

/** Standalone links, not inline in a sentence: 24 px tall at least (WCAG 2.5.8). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  fontWeight: vars.fontWeight.semibold,
});
