import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export { section, sectionHeading } from '../styles/sections.css';

export const sectionIntro = style({
  margin: 0,
  maxWidth: vars.measure,
  color: vars.color.textMuted,
});
