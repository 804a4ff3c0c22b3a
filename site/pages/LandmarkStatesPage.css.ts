import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export { paragraph, prose } from '../styles/sections.css';

export const comingSoon = style({
  margin: 0,
  padding: vars.space['5'],
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});
