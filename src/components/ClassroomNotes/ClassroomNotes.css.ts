import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';

/**
 * A sunken box, where text and muted text are checked pairs (there are no
 * links in it). On paper the surface goes and the box becomes a plain rule
 * in the text colour, so a handout prints black on white.
 */
export const section = style({
  padding: vars.space['5'],
  background: vars.color.surfaceSunken,
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
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': {
    print: { breakAfter: 'avoid' },
  },
});

export const part = style({
  marginTop: vars.space['5'],
});

export const partHeading = style({
  margin: 0,
  marginBottom: vars.space['3'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  '@media': {
    print: { breakAfter: 'avoid' },
  },
});

export const questions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
  maxWidth: vars.measure,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const question = style({
  paddingInlineStart: vars.space['1'],
  '@media': {
    print: { breakInside: 'avoid' },
  },
});

export const glossary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  maxWidth: vars.measure,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/** A term with its definition: one block, never split across printed pages. */
export const entry = style({
  '@media': {
    print: { breakInside: 'avoid' },
  },
});

export const term = style({
  fontWeight: vars.fontWeight.semibold,
});

/** Upright: the browser's italic for <dfn> would read as emphasis. */
export const dfn = style({
  fontStyle: 'normal',
});

export const definition = style({
  margin: 0,
  marginTop: vars.space['1'],
});
