import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '28px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const linkChip = style({
  color: vars.color.link,
  selectors: {
    '&:visited': { color: vars.color.link },
    '&:hover': { color: vars.color.linkHover, textDecoration: 'underline', borderColor: vars.color.linkHover },
  },
});
