import { createContainer, style } from '@vanilla-extract/css';
import { breakpoints, media, minTargetSize, pageGutter } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';
import { stack } from '../../../tokens/layout';

/**
 * The header folds at the tablet breakpoint of its own width (a container
 * query, not a media query): on the site that is the page's width, and a
 * story or test can show the small-screen header in a narrow frame.
 */
const header = createContainer('site-header');
const wide = `${header} (min-width: ${breakpoints.tablet}px)`;
const narrow = `${header} (width < ${breakpoints.tablet}px)`;
/**
 * Without JavaScript the Menu button cannot open anything, so on small
 * screens the links are simply shown, unfolded, and the button is not.
 */
const noScript = media.noScript;

export const root = style({
  containerName: header,
  containerType: 'inline-size',
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  fontFamily: vars.font.ui,
});

/**
 * Small screens: name and Menu button, with the folded panel below. Wide: name and tools, with the links below.
 * The page column's width and gutters (tokens pageGutter), so the header's content lines up with the main content.
 */
export const bar = style({
  maxWidth: vars.contentWidth,
  marginInline: 'auto',
  paddingInline: pageGutter.narrow,
  paddingBlock: vars.space['2'],
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"brand toggle" "panel panel"',
  alignItems: 'center',
  columnGap: vars.space['4'],
  '@container': {
    [wide]: {
      paddingInline: pageGutter.wide,
      gridTemplateAreas: '"brand tools" "nav nav"',
    },
  },
});

export const brand = style({
  gridArea: 'brand',
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: minTargetSize,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:visited': { color: vars.color.text },
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
  },
});

export const menuToggle = style({
  gridArea: 'toggle',
  '@container': { [wide]: { display: 'none' } },
  '@media': { [noScript]: { display: 'none' } },
});

/** Folded on small screens until the Menu button opens it; on wide screens it dissolves into the grid. */
export const panel = style({
  gridArea: 'panel',
  display: 'none',
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@container': {
    [wide]: {
      display: 'contents',
      selectors: { '&[data-open="true"]': { display: 'contents' } },
    },
  },
  '@media': { [noScript]: { '@container': { [narrow]: { display: 'block' } } } },
});

export const nav = style({
  marginTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  '@container': { [wide]: { gridArea: 'nav' } },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...stack(),
  '@container': {
    // Pulled out by the links' own inline padding, so the first link's text starts on the column's edge, under the name.
    [wide]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['2'], marginInlineStart: `calc(-1 * ${vars.space['2']})` },
  },
});

export const navItem = style({
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  '@container': { [wide]: { borderBottom: 'none' } },
});

/** The current page is marked by colour, weight and a bar (start edge when stacked, underneath when in a row), never colour alone. */
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: minTargetSize,
  paddingInline: vars.space['3'],
  borderInlineStart: `${vars.space['1']} solid transparent`,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:visited': { color: vars.color.link },
    '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.text, borderColor: vars.color.accent },
  },
  '@container': {
    [wide]: {
      paddingInline: vars.space['2'],
      borderInlineStart: 'none',
      borderBlockEnd: `${vars.space['1']} solid transparent`,
    },
  },
  '@media': {
    // Forced colours paint a transparent border in the text colour, which would give every link the current
    // page's bar: the reserved room takes the page's colour, and the current link's bar the system's highlight.
    // (Selectors with an attribute, so they outrank the container rule's transparent border.)
    '(forced-colors: active)': {
      selectors: {
        '&:not([aria-current="page"])': { borderColor: 'Canvas' },
        '&[aria-current="page"]': { borderColor: 'Highlight' },
      },
    },
  },
});

export const tools = style({
  paddingBlock: vars.space['3'],
  '@container': {
    [wide]: { gridArea: 'tools', justifySelf: 'end', paddingBlock: 0 },
  },
});

export const adminMenu = style({
  position: 'relative',
  '@container': { [wide]: { flexShrink: 0 } },
});

/** Stacked under its button when the small-screen panel is open; a dropdown on wide screens. Display is left to `hidden`. */
export const adminList = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space['1'],
  padding: vars.space['1'],
  minWidth: 'max-content',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@container': {
    [wide]: {
      position: 'absolute',
      insetInlineEnd: 0,
      insetBlockStart: '100%',
      zIndex: 10,
    },
  },
});

export const adminLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: minTargetSize,
  paddingInline: vars.space['3'],
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:visited': { color: vars.color.link },
    '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.text, textDecoration: 'underline' },
  },
});

export const icon = style({
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
});
