import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';

export const root = style({
  paddingBlock: vars.space['6'],
});

export const kicker = style({
  margin: 0,
  color: vars.color.accent,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['2xl'],
  '@media': { [media.tablet]: { fontSize: vars.fontSize['3xl'] } },
});

export const intro = style({
  margin: 0,
  maxWidth: vars.measure,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
});

export const actions = style({
  marginTop: vars.space['2'],
});
