/**
 * Form fields shared by the library's forms (AdminFilters, SignInPanel,
 * SearchBox) and the site's own (the archive's filters, the 404's search),
 * so a field looks the same wherever a reader meets one. Here rather than
 * in a component because both src/ and site/ import tokens/, and no
 * component reads another's private styles.
 */
import { style } from '@vanilla-extract/css';
import { row, stack } from './layout';
import { minTargetSize } from './scale';
import { vars } from './theme.css';

/** A labelled form field: label above its control. */
export const field = style({
  ...stack(vars.space['1']),
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
  minHeight: minTargetSize,
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

/** A search field and its button on one line; the field takes the room the button leaves. */
export const searchRow = style(row(vars.space['2']));

/** The search field in a searchRow: on the raised surface, at reading size, 44 px tall. */
export const searchInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: minTargetSize,
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
