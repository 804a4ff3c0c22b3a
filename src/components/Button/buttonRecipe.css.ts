import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { minTargetSize } from '../../../tokens/scale';

/*
 * Shared by Button and LinkButton (buttonRecipe joins them), so a link that
 * looks like a button is the same button. Plain classes rather than a
 * @vanilla-extract/recipes recipe, whose runtime cost every page about
 * 0.6 KB gzip to join three class names.
 */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: minTargetSize, // WCAG 2.5.8 target size, comfortably
  paddingInline: vars.space['5'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': {
    // Forced colours repaint every fill as Canvas, so a pressed toggle (filled, as primary) would look like
    // its neighbours: it takes the system's selection colours, and unavailable buttons its grey text.
    '(forced-colors: active)': {
      selectors: {
        '&[aria-pressed="true"], &[aria-current="page"]': { backgroundColor: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
        '&:disabled, &[aria-disabled="true"]': { color: 'GrayText', borderColor: 'GrayText', opacity: 1 },
      },
    },
  },
});

export const buttonVariant = styleVariants({
  primary: {
    background: vars.color.accentSurface,
    color: vars.color.onAccent,
    selectors: {
      '&:visited, &:hover, &:visited:hover': { color: vars.color.onAccent },
      '&:hover:not(:disabled):not([aria-disabled="true"])': { textDecoration: 'underline' },
    },
  },
  secondary: {
    background: vars.color.surfaceRaised,
    color: vars.color.link,
    borderColor: vars.color.border,
    selectors: {
      '&:visited': { color: vars.color.link },
      '&:hover:not(:disabled):not([aria-disabled="true"])': { color: vars.color.linkHover, textDecoration: 'underline' },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.link,
    selectors: {
      '&:visited': { color: vars.color.link },
      '&:hover:not(:disabled):not([aria-disabled="true"])': { color: vars.color.linkHover, textDecoration: 'underline' },
    },
  },
});

export const buttonSize = styleVariants({
  medium: {},
  small: { minHeight: '36px', paddingInline: vars.space['3'], fontSize: vars.fontSize.xs },
});
