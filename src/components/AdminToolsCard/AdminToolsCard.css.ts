import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const text = style({ margin: 0, fontSize: vars.fontSize.md, maxWidth: vars.measure });
