import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { stack } from '../../tokens/layout';

/** A titled section of a page: heading, then its content, stacked. Shared by the listing pages. */
export const section = style({
  ...stack(vars.space['4']),
});

export const sectionHeading = style({
  margin: 0,
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
});
