import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { sectionHeading } from '../../styles/sections.css';

const ruleWidth = '2px';
const dotSize = '14px';

export const section = style({
  color: vars.color.text,
});

export const heading = sectionHeading;

/** The rule is the list's start border, so it runs from the first event to the last. */
export const list = style({
  margin: 0,
  marginInlineStart: `calc(${dotSize} / 2)`,
  padding: 0,
  paddingBlock: vars.space['1'],
  listStyle: 'none',
  borderInlineStart: `${ruleWidth} solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': {
    print: { borderInlineStartColor: 'currentColor' },
  },
});

/** Each event's dot sits on the rule, level with its date; a ring, so it prints without background graphics. */
export const event = style({
  position: 'relative',
  paddingInlineStart: vars.space['6'],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc((${dotSize} + ${ruleWidth}) / -2)`,
      top: '0.25em',
      width: dotSize,
      height: dotSize,
      boxSizing: 'border-box',
      borderRadius: '50%',
      border: `3px solid ${vars.color.accentSurface}`,
      background: vars.color.surface,
    },
  },
  '@media': {
    print: {
      breakInside: 'avoid',
      selectors: { '&::before': { borderColor: 'currentColor' } },
    },
  },
});

export const date = style({
  display: 'block',
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  margin: 0,
  marginTop: vars.space['1'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const text = style({
  margin: 0,
  marginTop: vars.space['1'],
  maxWidth: vars.measure,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** Keeps the superscript from pushing the line apart. */
export const note = style({
  marginInlineStart: '0.15em',
  fontFamily: vars.font.ui,
  fontSize: '0.75em',
  fontWeight: vars.fontWeight.regular,
  lineHeight: 0,
});

/** An inline target, which WCAG 2.5.8 exempts from the 24 px minimum; a little padding still widens it without moving the text. */
export const noteLink = style({
  paddingInline: '0.15em',
});
