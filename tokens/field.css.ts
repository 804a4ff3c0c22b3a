/**
 * Form fields shared by the library's form components (Field, TextField,
 * Textarea, Select, Fieldset, Checkboxes, Radios, and the forms built on
 * them) and the site's own (the archive's filters, the 404's search), so a
 * field looks the same wherever a reader meets one. Here rather than in a
 * component because both src/ and site/ import tokens/, and no component
 * reads another's private styles. The parts follow GOV.UK Frontend's: label,
 * hint, error message, control; a field with an error has a red bar beside it.
 */
import { style } from '@vanilla-extract/css';
import { minTargetSize } from './scale';
import { vars } from './theme.css';

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

/** The search field beside its button (SearchBox, the 404's search): on the raised surface, at reading size, 44 px tall. */
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

/** The hint under a label: what to enter, in the muted text colour. */
export const hint = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The error message: bold, in the danger colour, above the control it is about. */
export const errorMessage = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

/** A multi-line text box: the control's look, taller, resizable in height only. */
export const textarea = style({
  minHeight: '6rem',
  resize: 'vertical',
});

/** A fieldset's frame: none, so its legend reads as the group's label. */
export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** A checkbox or radio with its label beside it: the label is part of the 44 px target. */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['2'],
  alignItems: 'start',
  minHeight: minTargetSize,
  paddingBlock: vars.space['2'],
});

/** The box or circle itself: 24 px, in the accent colour when checked. */
export const choiceInput = style({
  width: '24px',
  height: '24px',
  margin: 0,
  accentColor: vars.color.accent,
});

export const choiceLabel = style({
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  lineHeight: '24px',
});

/** A choice's own hint, under its label. */
export const choiceHint = style({
  gridColumn: '2',
});

/**
 * A field or fieldset with an error: a bar down its left edge, so the reader
 * finds it when scanning. Last in the file, so it wins over the fieldset's
 * `border: 0`.
 */
export const withError = style({
  borderInlineStart: `${vars.space['1']} solid ${vars.color.danger}`,
  paddingInlineStart: vars.space['3'],
});
