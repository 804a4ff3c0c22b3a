import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { sectionHeading, setApart } from '../../styles/sections.css';

export const section = style({
  color: vars.color.text,
});

export const heading = sectionHeading;

/** Set apart on the raised surface, where text, muted text and every link state are checked pairs. */
export const figure = style([setApart, { background: vars.color.surfaceRaised, margin: 0 }]);

export const quote = style({
  margin: 0,
  maxWidth: vars.measure,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const paragraph = style({
  margin: 0,
  marginBottom: vars.space['4'],
  selectors: {
    '&:last-child': { marginBottom: 0 },
  },
  '@media': {
    print: { orphans: 3, widows: 3 },
  },
});

/** A small block: kept on one printed page. */
export const caption = style({
  marginTop: vars.space['4'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': {
    print: { breakInside: 'avoid', borderTopColor: 'currentColor' },
  },
});

/** The document's title, in <cite>: upright, as the caption's lead. */
export const title = style({
  color: vars.color.text,
  fontStyle: 'normal',
  fontWeight: vars.fontWeight.semibold,
});

export const source = style({
  display: 'block',
  marginTop: vars.space['2'],
});

/** On paper the address follows the link in full, broken anywhere rather than running off the page. */
export const sourceLink = style({
  '@media': {
    print: {
      overflowWrap: 'anywhere',
      selectors: {
        '&::after': { content: '" (" attr(href) ")"' },
      },
    },
  },
});
