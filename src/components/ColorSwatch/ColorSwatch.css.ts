import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const swatch = style({
  margin: 0,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const chip = style({
  height: vars.space['16'],
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const body = style({ padding: vars.space['4'] });

export const name = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'capitalize',
});

export const value = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const usage = style({ margin: 0, fontFamily: vars.font.ui, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const ratios = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: `${vars.space['1']} ${vars.space['2']}`, alignItems: 'center', justifyContent: 'start' });

export const term = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.xs });

export const detail = style({ margin: 0 });
