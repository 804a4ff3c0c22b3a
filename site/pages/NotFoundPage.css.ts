import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

/** The 404's search box, set like the search page's: as wide as the sentence above it, aligned to the start like every other form. */
export const search = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  marginTop: vars.space['4'],
  textAlign: 'start',
  fontFamily: vars.font.ui,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const row = style({
  display: 'flex',
  gap: vars.space['2'],
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '44px',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
