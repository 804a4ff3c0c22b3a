import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { keepWithNext } from '../../styles/sections.css';

/** Where a part or a paragraph reached by its address lands: below a sticky header, not under it. */
const landing: StyleRule = { scrollMarginTop: vars.space['16'] };

/** The same visible focus indicator the provider gives every focusable element (WCAG 2.4.7), kept when the document is used without one. */
const focusRing: StyleRule = {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
};

/** On paper a part's address is no use: no URL is printed after its links, whatever the host's print styles. */
const noPrintedAddress: StyleRule = {
  '@media': {
    print: {
      color: 'inherit',
      textDecoration: 'none',
      selectors: { '&::after': { content: 'none' } },
    },
  },
};

export const root = style({
  maxWidth: vars.measure,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/** A part: it may break across printed pages; its heading stays with what follows (the heading's keepWithNext). */
export const part = style([
  landing,
  {
    marginBlockStart: vars.space['10'],
    selectors: {
      '&:first-child': { marginBlockStart: 0 },
    },
  },
]);

/** A section inside a part: closer to its siblings than the parts are to each other. */
export const subpart = style({
  marginBlockStart: vars.space['6'],
});

export const heading = style([
  keepWithNext,
  {
    margin: 0,
    marginBlockEnd: vars.space['3'],
    color: vars.color.text,
    lineHeight: vars.lineHeight.snug,
  },
]);

/** Sizes by level, as RichBody's headings: the top parts at an article's h2 size, their sections a step down. */
export const headingLevel = styleVariants({
  2: { fontSize: vars.fontSize.xl },
  3: { fontSize: vars.fontSize.lg },
  4: { fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: vars.fontWeight.bold },
  5: { fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: vars.fontWeight.bold },
  6: { fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: vars.fontWeight.bold },
});

/**
 * The link icon after a heading's text: muted until hovered or focused, and
 * always shown (touch and keyboard readers have no hover to find it). A
 * 24 px box around the 16 px icon (WCAG 2.5.8 target size). Not printed.
 */
export const partLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: '24px',
  marginInlineStart: vars.space['1'],
  verticalAlign: 'middle',
  color: vars.color.textMuted,
  borderRadius: vars.radius.sm,
  selectors: {
    // Each state named, so a page-wide `a:visited` or `a:hover` colour does not win over the muted one.
    '&:link, &:visited': { color: vars.color.textMuted },
    '&:hover, &:focus-visible': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
  '@media': {
    print: { display: 'none' },
  },
});

export const partLinkIcon = style({
  width: vars.space['4'],
  height: vars.space['4'],
  flexShrink: 0,
});

/** When an amendment was passed and ratified: a line of metadata in the UI face. */
export const dates = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

/** The transcription's note on a part, set apart by a rule at its start. */
export const note = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `${vars.space['1']} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': {
    print: { breakInside: 'avoid', borderInlineStartColor: 'currentColor' },
  },
});

export const paragraph = style([
  landing,
  {
    margin: 0,
    marginBlockEnd: vars.space['4'],
    selectors: {
      '&:last-child': { marginBlockEnd: 0 },
    },
    '@media': {
      print: { orphans: 3, widows: 3 },
    },
  },
]);

/**
 * A paragraph's number, the link to it: in the UI face and muted, so it
 * reads as the text's furniture, not its words. An inline block 24 px wide
 * and tall (target size), with the focus ring; printed as the plain number.
 */
export const number = style([
  noPrintedAddress,
  {
    display: 'inline-block',
    minWidth: '24px',
    lineHeight: '24px',
    marginInlineEnd: vars.space['1'],
    textAlign: 'center',
    color: vars.color.textMuted,
    fontFamily: vars.font.ui,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:link, &:visited': { color: vars.color.textMuted },
      '&:hover, &:focus-visible': { color: vars.color.linkHover, textDecoration: 'underline' },
      '&:focus-visible': focusRing,
    },
  },
]);

/** Words a later part changed or repealed: struck through, in the muted colour, still legible. */
export const superseded = style({
  color: vars.color.textMuted,
});

/** The link after superseded words to the part that changed them: underlined (not told apart by colour alone), in the UI face. */
export const supersededBy = style([
  noPrintedAddress,
  {
    color: vars.color.link,
    fontFamily: vars.font.ui,
    fontSize: vars.fontSize.sm,
    textUnderlineOffset: '0.15em',
    selectors: {
      '&:visited': { color: vars.color.linkVisited },
      '&:hover': { color: vars.color.linkHover },
      '&:focus-visible': focusRing,
    },
  },
]);

/** The signers, by state, in the UI face: a state's name, then its delegates. */
export const signers = style({
  margin: 0,
  marginBlockEnd: vars.space['4'],
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  selectors: {
    '&:last-child': { marginBlockEnd: 0 },
  },
});

export const signerGroup = style({
  marginBlockEnd: vars.space['2'],
  selectors: {
    '&:last-child': { marginBlockEnd: 0 },
  },
  '@media': {
    print: { breakInside: 'avoid' },
  },
});

export const signerState = style({
  fontWeight: vars.fontWeight.semibold,
});

export const signerNames = style({
  margin: 0,
});

/** "Discussed in: ..." under a part or clause: the articles that tie a claim to it. */
export const discussed = style({
  margin: 0,
  marginBlockEnd: vars.space['4'],
  paddingInlineStart: vars.space['6'],
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': {
    print: { display: 'none' },
  },
});

export const discussedLink = style({
  color: vars.color.link,
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:visited': { color: vars.color.linkVisited },
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
});
