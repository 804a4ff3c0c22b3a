import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

/** The State Archives box (Landmarks) and the Watch on YouTube promo (Media): its text, then its button beside it where the line has room. */
export const promo = style({
  padding: vars.space['6'],
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
});

export const promoText = style({
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
