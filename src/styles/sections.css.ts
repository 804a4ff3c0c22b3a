/**
 * What the article's own sections share (Timeline, DocumentExcerpt,
 * ClassroomNotes): their heading, and the set-apart box that prints as a
 * plain rule, so a classroom handout is black on white.
 */
import { style, type StyleRule } from '@vanilla-extract/css';
import { media } from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';

/** In print a heading stays on the page of what follows it. */
export const keepWithNext: StyleRule = { '@media': { print: { breakAfter: 'avoid' } } };

/** A section's heading at the size of an article's h2, whatever its level. */
export const sectionHeading = style([
  keepWithNext,
  {
    margin: 0,
    marginBottom: vars.space['4'],
    fontSize: vars.fontSize.xl,
  },
]);

/**
 * A box set apart from the article by an accent rule along its top. The
 * component adds its surface (`background`), one on which the box's text
 * colours are checked pairs. On paper the surface goes and the rule prints
 * in the text colour.
 */
export const setApart: StyleRule = {
  padding: vars.space['5'],
  color: vars.color.text,
  borderBlockStart: `${vars.space['1']} solid ${vars.color.accentSurface}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.tablet]: { padding: vars.space['6'] },
    print: {
      padding: 0,
      paddingBlockStart: vars.space['3'],
      background: 'none',
      borderRadius: 0,
      borderBlockStartColor: 'currentColor',
    },
  },
};
