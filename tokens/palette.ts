/**
 * The graded palette and the brand's eight named colours.
 *
 * Grades follow USWDS: a grade is a band of relative luminance (5 lightest, 90
 * darkest), so any two colours 50 grades apart meet WCAG AA (4.5:1) and 70 apart
 * meet AAA, whatever their hue. Generated once by targeting each grade's
 * luminance in HSL; kept as literals so nothing is computed at run time.
 */
export const grades = [5, 10, 20, 30, 40, 50, 60, 70, 80, 90] as const;
export type Grade = (typeof grades)[number];
export type Scale = Record<Grade, string>;

export const palette = {
  parchment: { 5: '#F1EEE6', 10: '#E6DED0', 20: '#C9BA9C', 30: '#B39D72', 40: '#9B8454', 50: '#847047', 60: '#675838', 70: '#493E27', 80: '#2D2618', 90: '#15120B' },
  seal: { 5: '#F9EAEA', 10: '#F4D9D8', 20: '#E6AEAB', 30: '#DC8A85', 40: '#D16761', 50: '#C74640', 60: '#9F342E', 70: '#722521', 80: '#471714', 90: '#220B0A' },
  federal: { 5: '#E7EEF7', 10: '#D3E1F1', 20: '#A0BEE1', 30: '#79A3D5', 40: '#5289C8', 50: '#3A74B7', 60: '#2D5B8F', 70: '#204066', 80: '#14273E', 90: '#09131D' },
  brass: { 5: '#F7ECDB', 10: '#F0DEBE', 20: '#DEB570', 30: '#CF9532', 40: '#AE7E29', 50: '#946B23', 60: '#74531B', 70: '#533B13', 80: '#33240C', 90: '#171106' },
  laurel: { 5: '#E8EFE7', 10: '#D6E3D4', 20: '#A8C4A2', 30: '#82AA7B', 40: '#66915D', 50: '#567C4F', 60: '#43613E', 70: '#30442C', 80: '#1D2A1B', 90: '#0E140C' },
  granite: { 5: '#ECEEF0', 10: '#DDDFE3', 20: '#B6BCC4', 30: '#99A1AB', 40: '#7E8795', 50: '#6A7481', 60: '#525964', 70: '#3A4047', 80: '#23272B', 90: '#101214' },
} as const satisfies Record<string, Scale>;

/** The brand's eight named colours, named for the brand rather than the hue. */
export const brandColours = {
  /** The light reading surface: aged paper. */
  parchment: '#F4ECD8',
  /** A lighter paper for raised surfaces such as cards. */
  vellum: '#FBF8F1',
  /** The dark text colour, and the surface of the ink theme. */
  ink: '#1F2A36',
  /** A wax-seal red for kickers and the featured badge. */
  seal: '#8B2E2A',
  /** A deep government blue for links and primary actions. */
  federal: '#1D3B5C',
  /** Brass fittings and gilt lettering: highlights on dark surfaces. */
  brass: '#B8862B',
  /** The green of a laurel wreath: success and civic life. */
  laurel: '#5E7A5A',
  /** Weathered stone: muted text and borders. */
  granite: '#5B6470',
} as const;

export type BrandColourName = keyof typeof brandColours;

/** One sentence per colour, shown beside its swatch in Storybook and on the brand preview. */
export const brandColourUses: Record<BrandColourName, string> = {
  parchment: 'Page background of the parchment theme; text on dark surfaces.',
  vellum: 'Raised surfaces (cards, panels) in the parchment theme.',
  ink: 'Body text in the parchment theme; page background of the ink theme.',
  seal: 'Kickers and the Featured badge.',
  federal: 'Links, focus and primary buttons.',
  brass: 'Accents and highlights on the ink theme.',
  laurel: 'Success messages and civic-life accents.',
  granite: 'Muted text and control borders.',
};
