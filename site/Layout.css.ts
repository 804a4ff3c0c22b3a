import { globalStyle, style } from '@vanilla-extract/css';
import { media, pageGutter } from '../tokens/scale';
import { vars } from '../tokens/theme.css';

/*
 * The body's margin from the first bytes of <body>. The library takes it
 * away only once the page holds ParchmentProvider's element
 * (`:root:has([data-pm-style-body]) body`), which the parser reaches a moment
 * later; a frame laid out in between (a slow device parsing a long page)
 * placed the body 8px in and then moved it: a layout shift.
 */
globalStyle('body', { margin: 0 });

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
