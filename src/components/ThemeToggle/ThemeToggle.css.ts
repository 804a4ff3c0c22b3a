import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { media } from '../../../tokens/scale';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontFamily: vars.font.ui,
});

/** The form around the group takes no box of its own: the group lays out as it does without one. */
export const form = style({ display: 'contents' });

/** Without an `action` its buttons act through scripts; where none run they would do nothing, so they are not offered. */
export const needsScript = style({
  '@media': { [media.noScript]: { display: 'none' } },
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

/** The three buttons sit in one bordered segment so they read as one control. */
export const buttons = style({
  display: 'inline-flex',
  gap: vars.space['1'],
  padding: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
