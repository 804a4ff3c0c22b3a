import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';

/** The A-Z groups of the topics page. */
export const groups = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const letter = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
});

export const tagList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tagCount = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});
