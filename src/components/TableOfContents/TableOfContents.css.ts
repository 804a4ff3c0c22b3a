import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

import { minTargetSize } from '../../../tokens/scale';

/** Links to the same page lead nowhere on paper. */
export const nav = style({
  color: vars.color.text,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': {
    print: { display: 'none' },
  },
});

/** On surfaceRaised, where link, hover and accent text are checked pairs. */
export const disclosureNav = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space['3'],
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const details = style({});

/** The whole bar is the control: a 44 px target with the browser's own disclosure triangle. */
export const summary = style({
  minHeight: minTargetSize,
  paddingInline: vars.space['4'],
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': {
      content: '""',
      width: 0,
      height: 0,
      borderBlock: '0.35em solid transparent',
      borderInlineStart: '0.5em solid currentColor',
      transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    },
    [`${details}[open] > &::before`]: { transform: 'rotate(90deg)' },
  },
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    [`${details} > &`]: { paddingInline: vars.space['2'], paddingBlockEnd: vars.space['3'] },
  },
});

export const parts = style({
  margin: 0,
  marginBlockStart: vars.space['1'],
  padding: 0,
  paddingInlineStart: vars.space['4'],
  listStyle: 'none',
});

export const item = style({});

/**
 * The current section is marked by colour and by a start border whose room
 * every link keeps (transparent when not current), never by weight or size,
 * so marking a section moves nothing.
 */
export const link = style({
  display: 'block',
  paddingBlock: vars.space['1'],
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `${vars.space['1']} solid transparent`,
  textDecoration: 'none',
  selectors: {
    '&, &:visited': { color: vars.color.link },
    '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
    '&[aria-current="location"], &[aria-current="location"]:visited': {
      color: vars.color.accent,
      borderInlineStartColor: vars.color.accentSurface,
    },
  },
  '@media': {
    // Forced colours paint a transparent border in the text colour: keep the
    // reserved room invisible, and the current section's border in the system's highlight.
    '(forced-colors: active)': {
      borderInlineStartColor: 'Canvas',
      selectors: { '&[aria-current="location"]': { borderInlineStartColor: 'Highlight' } },
    },
  },
});
