import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
});

export { section, sectionHeading } from './sections.css';

export const sectionIntro = style({
  margin: 0,
  maxWidth: vars.measure,
  color: vars.color.textMuted,
});
