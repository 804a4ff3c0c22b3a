import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space['2'],
  paddingBlock: '2px',
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  neutral: { background: vars.color.badgeSurface, color: vars.color.badgeText },
  featured: { background: vars.color.badgeFeaturedSurface, color: vars.color.badgeFeaturedText },
  primary: { background: vars.color.badgePrimarySurface, color: vars.color.badgePrimaryText },
  success: { background: vars.color.successSurface, color: vars.color.success },
  danger: { background: vars.color.dangerSurface, color: vars.color.danger },
});
