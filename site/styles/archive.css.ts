import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { stack } from '../../tokens/layout';

/** The archive's two listing pages, All articles (/articles) and Topics (/tags): header, then the list. */
export const page = style({
  ...stack(vars.space['8']),
});
