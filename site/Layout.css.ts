import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const main = style({
  display: 'block',
  maxWidth: vars.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['8'],
  minHeight: '60vh',
  outline: 'none',
});
