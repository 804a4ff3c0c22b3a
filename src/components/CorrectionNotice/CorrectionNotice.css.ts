import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/**
 * Set apart from the article, and from the disclosure note beside it, by an
 * outline in the control border colour (3:1, so it is seen) under an accent
 * bar along the top: a reader sees at once that the text was changed. On
 * surfaceRaised, where the link's colours are checked pairs. In print: the
 * page's ink on white, the outline kept, the note never split across pages.
 */
export const note = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `${vars.space['1']} solid ${vars.color.accentSurface}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  '@media': {
    print: {
      background: 'none',
      color: 'inherit',
      borderColor: 'currentColor',
      breakInside: 'avoid',
    },
  },
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space['2'],
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  '@media': {
    print: { breakAfter: 'avoid' },
  },
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
});

export const text = style({
  margin: 0,
  maxWidth: vars.measure,
});

export const date = style({
  fontWeight: vars.fontWeight.semibold,
});

export const policy = style({
  margin: 0,
  marginTop: vars.space['3'],
});
