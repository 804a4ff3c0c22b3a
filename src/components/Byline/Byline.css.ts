import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
  borderBlock: `1px solid ${vars.color.borderSubtle}`,
  fontFamily: vars.font.ui,
});

export const author = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const reviewer = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

/** Items are separated by a middle dot drawn in CSS, so screen readers do not read "dot". */
export const item = style({
  selectors: {
    '& + &::before': { content: '"·" / ""', paddingInline: vars.space['2'] },
  },
});
