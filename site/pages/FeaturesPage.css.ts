import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
});

export { section, sectionHeading } from './sections.css';
