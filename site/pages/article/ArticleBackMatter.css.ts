import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/** A part a table-of-contents link lands on: below the sticky header, not under it. */
export const part = style({
  scrollMarginTop: vars.space['16'],
  maxWidth: vars.measure,
});

/**
 * Print handout needs the browser's print dialog, so JavaScript: without it
 * the button could do nothing and is not shown (the browser's own Print
 * still gives the same handout). Never on paper itself.
 */
export const printAction = style({
  '@media': {
    '(scripting: none)': { display: 'none' },
    print: { display: 'none' },
  },
});
