import { style, styleVariants } from '@vanilla-extract/css';
import { media as breakpoints } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';
import { centred } from '../../../tokens/layout';

/** Two lines, then an ellipsis (product §9: titles and deks clamp to two lines). */
const twoLines = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
} as const;

export const card = style({
  height: '100%',
  minWidth: 0,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

/** The 16:9 box is reserved before the image arrives, so nothing below it moves (CLS). */
export const media = style({
  position: 'relative',
  flexShrink: 0,
  aspectRatio: '16 / 9',
  background: vars.color.placeholder,
  color: vars.color.placeholderText,
  overflow: 'hidden',
});

/** Laid over the reserved box, so the file's own shape never changes the layout. */
export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** A featured card two rows tall in a CardGrid lets its image take the extra height rather than leave a gap. */
export const featuredMedia = style({
  flexGrow: 1,
});

export const placeholder = style({
  ...centred,
  width: '100%',
  height: '100%',
});

export const placeholderIcon = style({
  width: vars.space['12'],
  height: vars.space['12'],
  opacity: 0.6,
});

export const body = style({
  flexGrow: 1,
  padding: vars.space['5'],
});

export const bodyVariant = styleVariants({
  featured: { flexGrow: 0, '@media': { [breakpoints.tablet]: { padding: vars.space['6'] } } },
  secondary: {},
  rail: { padding: vars.space['4'] },
  compact: { padding: vars.space['4'] },
});

/**
 * The badge above the kicker, each starting the line: nothing here sits after
 * text whose width changes when the web fonts replace their fallbacks, so the
 * swap moves nothing.
 */
export const kicker = style({
  margin: 0,
  color: vars.color.accent,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  lineHeight: vars.lineHeight.snug,
});

export const titleVariant = styleVariants({
  featured: { fontSize: vars.fontSize.xl, '@media': { [breakpoints.desktop]: { fontSize: vars.fontSize['2xl'] } } },
  secondary: { fontSize: vars.fontSize.lg },
  rail: { fontSize: vars.fontSize.md },
  compact: { fontSize: vars.fontSize.md },
});

/** A block link, so its focus ring is drawn around the whole title and is not clipped by the clamp. */
export const titleLink = style({
  display: 'block',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:visited': { color: vars.color.text },
    '&:hover, &:visited:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
  },
});

export const clamp = style(twoLines);

export const dek = style({
  ...twoLines,
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.snug,
});

export const dekVariant = styleVariants({
  featured: { fontSize: vars.fontSize.md },
  secondary: { fontSize: vars.fontSize.sm },
  rail: { fontSize: vars.fontSize.sm },
  compact: { fontSize: vars.fontSize.xs },
});

/** Tags sit at the foot of the card, so cards in a row line their tags up. */
export const tags = style({
  marginTop: 'auto',
  marginBottom: 0,
  paddingTop: vars.space['2'],
  paddingLeft: 0,
  listStyle: 'none',
});
