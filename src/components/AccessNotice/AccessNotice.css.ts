import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/** Placed by its container (no auto margins): the site puts it on the page column's left edge, under the breadcrumbs. */
export const notice = style({
  width: '100%',
  maxWidth: '32rem',
  padding: vars.space['6'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

/** The check-error notice carries a danger rule along its top edge. */
export const error = style({ borderTop: `${vars.space['1']} solid ${vars.color.danger}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize['2xl'] });

export const text = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const account = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Email addresses have no spaces; let a long one break rather than overflow at 375 px. */
export const email = style({ color: vars.color.text, overflowWrap: 'anywhere' });
