import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const root = style({
  paddingBlock: vars.space['5'],
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const kicker = style({
  color: vars.color.accent,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
});

export const titleLink = style({
  color: vars.color.link,
  selectors: {
    '&:visited': { color: vars.color.linkVisited },
    '&:hover': { color: vars.color.linkHover },
  },
});

export const snippet = style({
  margin: 0,
  maxWidth: vars.measure,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const mark = style({
  background: vars.color.markSurface,
  color: vars.color.markText,
  paddingInline: '0.1em',
  borderRadius: vars.radius.sm,
});

export const date = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
});
