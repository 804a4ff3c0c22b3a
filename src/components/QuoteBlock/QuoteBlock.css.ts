import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const figure = style({
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInlineStart: vars.space['6'],
  borderInlineStart: `${vars.space['1']} solid ${vars.color.accentSurface}`,
  color: vars.color.text,
});

export const quote = style({
  margin: 0,
});

export const text = style({
  margin: 0,
  maxWidth: vars.measure,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontStyle: 'italic',
  lineHeight: vars.lineHeight.snug,
  selectors: {
    '&::before': { content: '"“"' },
    '&::after': { content: '"”"' },
  },
});

export const caption = style({
  marginTop: vars.space['3'],
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});
