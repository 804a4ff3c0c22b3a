import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { stack } from '../../tokens/layout';
import { roomForAside } from '../styles/articleLayout.css';

/** On this page as a disclosure at the top, while the aside is not beside the body. */
export const contentsTop = style({
  '@container': {
    [roomForAside]: { display: 'none' },
  },
});

/** On this page beside the body (sticky), only when there is room for the aside. */
export const contentsBeside = style({
  display: 'none',
  '@container': {
    [roomForAside]: {
      display: 'block',
      position: 'sticky',
      top: vars.space['8'],
      // A long contents list scrolls within itself rather than running off the screen.
      maxHeight: `calc(100vh - 2 * ${vars.space['8']})`,
      overflowY: 'auto',
    },
  },
});

/** The classroom material after the body, one part after another. */
export const backMatter = style({
  ...stack(vars.space['8']),
});
