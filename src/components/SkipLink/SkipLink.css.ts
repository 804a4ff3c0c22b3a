import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { visuallyHidden } from '../../styles/utilities.css';
import { minTargetSize } from '../../../tokens/scale';

/** Clipped like `visuallyHidden` until focused; then a filled, underlined tab over the page's top left corner. */
export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'absolute',
        insetBlockStart: vars.space['2'],
        insetInlineStart: vars.space['2'],
        zIndex: 1000,
        width: 'auto',
        height: 'auto',
        margin: 0,
        overflow: 'visible',
        clip: 'auto',
        whiteSpace: 'normal',
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: minTargetSize,
        paddingInline: vars.space['4'],
        paddingBlock: vars.space['2'],
        borderRadius: vars.radius.md,
        background: vars.color.accentSurface,
        color: vars.color.onAccent,
        fontFamily: vars.font.ui,
        fontSize: vars.fontSize.sm,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'underline',
      },
      '&:focus:visited, &:focus:hover': { color: vars.color.onAccent },
    },
  },
]);
