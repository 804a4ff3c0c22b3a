import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';
import { centred } from '../../../tokens/layout';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  ...centred,
  gap: vars.space['3'],
  minHeight: `calc(${vars.space['16']} * 2)`,
  paddingBlock: vars.space['6'],
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

/** A ring with one dark quarter; without motion it still reads as "working", and it is aria-hidden either way. */
export const spinner = style({
  width: vars.space['6'],
  height: vars.space['6'],
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  borderStyle: 'solid',
  borderWidth: vars.space['1'],
  borderColor: vars.color.borderSubtle,
  borderTopColor: vars.color.accentSurface,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
