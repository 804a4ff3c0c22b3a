import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/** A superscript that does not open the line it sits in (line-height 0), so notes never change a paragraph's spacing. */
export const sup = style({
  lineHeight: 0,
  fontSize: '0.75em',
  verticalAlign: 'super',
  marginInlineStart: '0.1em',
});

export const link = style({
  color: vars.color.link,
  fontFamily: vars.font.ui,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  // Room for a finger or a pointer around one small digit (WCAG 2.5.8 target size).
  padding: '0 0.2em',
  scrollMarginTop: vars.space['16'],
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
  '@media': {
    print: { color: '#000' },
  },
});
