import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { media } from '../../../tokens/scale';

export const share = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space['2'],
});

export const icon = style({
  width: vars.space['4'],
  height: vars.space['4'],
  flexShrink: 0,
});

export const status = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  // Spaced only when it has something to say, so the empty region adds no gap beside the button.
  selectors: {
    '&:not(:empty)': { paddingInlineStart: vars.space['3'] },
  },
});

export const statusTone = styleVariants({
  idle: {},
  copied: { color: vars.color.text },
  failed: { color: vars.color.danger },
});

/** Where scripts do not run the button could do nothing: an email link stands in for it. */
export const withScript = style({ '@media': { [media.noScript]: { display: 'none' } } });

export const withoutScript = style({ display: 'none', '@media': { [media.noScript]: { display: 'inline-flex' } } });
