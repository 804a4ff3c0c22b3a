import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const meta = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });

export const sample = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
