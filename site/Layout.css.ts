import { style } from '@vanilla-extract/css';
import { media, pageGutter } from '../tokens/scale';
import { vars } from '../tokens/theme.css';

/** The page column: the same width and gutters as the header bar and the footer, so their content lines up with it. */
export const main = style({
  display: 'block',
  maxWidth: vars.contentWidth,
  marginInline: 'auto',
  paddingInline: pageGutter.narrow,
  paddingBlock: vars.space['8'],
  minHeight: '60vh',
  outline: 'none',
  '@media': { [media.tablet]: { paddingInline: pageGutter.wide } },
});
