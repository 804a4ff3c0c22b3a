import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { stack } from '../../tokens/layout';

export const page = style({
  ...stack(vars.space['10']),
});

export { section, sectionHeading } from '../styles/sections.css';
