import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';
import { stack } from '../../tokens/layout';

export const page = style({
  ...stack(vars.space['8']),
});

export const results = style({
  ...stack(vars.space['4']),
});

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

/** The State Archives box (Landmarks) and the Watch on YouTube promo (Media). */
export const promo = style({
  ...stack(),
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const promoText = style({
  ...stack(vars.space['2']),
  maxWidth: vars.measure,
});

export const promoHeading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
});

export const promoBody = style({
  margin: 0,
  color: vars.color.textMuted,
});
