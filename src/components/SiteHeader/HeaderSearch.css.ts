/**
 * The header's search form. Kept in its own file, apart from the header's
 * layout rules: it sits in the header's tools (after the links on small
 * screens, inside the Menu panel; at the header's end on wide ones) and
 * sizes only itself. The container queries name no container, so they
 * answer to the nearest one, the header itself.
 */
import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';

const wide = `(min-width: ${breakpoints.tablet}px)`;

/** The whole width of the open panel on small screens, so the field is wide enough to type in even at 320 px. */
export const form = style({
  flex: '1 1 100%',
  minWidth: 0,
  '@container': { [wide]: { flex: '0 1 auto' } },
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '36px',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
  '@container': { [wide]: { width: '14rem' } },
});
