import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { keepWithNext, sectionHeading, setApart } from '../../styles/sections.css';
import { stack } from '../../../tokens/layout';

/** Set apart on the sunken surface, where text is a checked pair (there are no links in it). */
export const section = style([setApart, { background: vars.color.surfaceSunken }]);

export const heading = style([sectionHeading, { marginBottom: 0 }]);

export const part = style({
  marginTop: vars.space['5'],
});

export const partHeading = style([
  keepWithNext,
  {
    margin: 0,
    marginBottom: vars.space['3'],
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
  },
]);

/** Both parts are reading text, a measure wide, their items apart. */
const partList = {
  ...stack(vars.space['3']),
  margin: 0,
  maxWidth: vars.measure,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
} as const;

export const questions = style([partList, { paddingInlineStart: vars.space['6'] }]);

/** How many ruled lines follow each question on paper, for the student's answer. */
const ANSWER_LINES = 3;
/** The space between ruled lines: room for handwriting. */
const ANSWER_LINE_GAP = '0.36in';

export const question = style({
  paddingInlineStart: vars.space['1'],
  '@media': {
    print: { breakInside: 'avoid' },
  },
  selectors: {
    // On paper a question is a worksheet item: ruled lines to answer on, kept on the question's page.
    // Drawn as a background, which a browser prints only when told to (print-color-adjust).
    '&::after': {
      '@media': {
        print: {
          content: '""',
          display: 'block',
          height: `calc(${ANSWER_LINES} * ${ANSWER_LINE_GAP})`,
          backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 calc(${ANSWER_LINE_GAP} - 1px), #000 calc(${ANSWER_LINE_GAP} - 1px) ${ANSWER_LINE_GAP})`,
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
        },
      },
    },
  },
});

export const glossary = style(partList);

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
