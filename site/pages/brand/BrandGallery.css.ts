import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';
import * as layout from '../../../tokens/layout';

export const gallery = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
});

export const example = style({
  ...layout.stack(vars.space['3']),
  minWidth: 0,
});

export const exampleHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const exampleText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

/** The frame around a live example: the page's surface, so examples look as they do on real pages. */
export const frame = style({
  padding: vars.space['5'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const row = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
