import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { media } from '../../../tokens/scale';

/** "Loading..." would wait for ever where scripts do not run. */
export const withScript = style({ '@media': { [media.noScript]: { display: 'none' } } });

export const needsScript = style({
  margin: 0,
  maxWidth: vars.measure,
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
});
