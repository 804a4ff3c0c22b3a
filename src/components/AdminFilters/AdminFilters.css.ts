import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';

/** A labelled form field: label above its control. SignInPanel uses the same field. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Text inputs and selects: a 3:1 border (WCAG 1.4.11) and a 44 px target. */
export const control = style({
  width: '100%',
  minHeight: '44px',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

/** One column on phones; search takes the wide track from tablets up. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr', alignItems: 'end' },
  },
});
