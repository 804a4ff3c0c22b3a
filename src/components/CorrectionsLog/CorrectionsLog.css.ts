import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const section = style({
  color: vars.color.text,
  '@media': {
    print: { color: 'inherit' },
  },
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space['4'],
  fontSize: vars.fontSize.xl,
  '@media': {
    print: { breakAfter: 'avoid' },
  },
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Entries are divided by a hairline; one entry is never split across printed pages. */
export const entry = style({
  paddingBlock: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
  selectors: {
    '&:last-child': { borderBlockEnd: `1px solid ${vars.color.borderSubtle}` },
  },
  '@media': {
    print: { borderColor: 'currentColor', breakInside: 'avoid' },
  },
});

export const date = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  '@media': {
    print: { color: 'inherit' },
  },
});

export const entryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
});

export const text = style({
  margin: 0,
  maxWidth: vars.measure,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  '@media': {
    print: { color: 'inherit' },
  },
});
