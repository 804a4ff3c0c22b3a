/**
 * Product §2, Brand preview: the palette with its contrast, the theme
 * pairs, the type scale, a gallery of the real components, accessibility notes
 * and performance targets.
 *
 * Every number on this page is computed from the tokens while it renders, so
 * the page cannot disagree with the code. src/index.ts does not re-export the
 * token values (brand colours, theme roles, contrast maths), so this page, and
 * only this page, reads them from tokens/ directly.
 */
import { type ReactNode } from 'react';
import {
  AA_RATIO,
  AAA_RATIO,
  NON_TEXT_RATIO,
  brandColours,
  brandColourUses,
  contrastRatio,
  textOnSurfacePairs,
  themeColours,
  type BrandColourName,
  type ColourRole,
  type ThemeName,
} from '../../tokens';
import { Breadcrumbs, ColorSwatch, ContrastBadge, DataTable, PageHeader, TypeSpecimen, Stack, Inline, type DataTableColumn } from '../../src';
import { type PageHead } from '../head';
import { BrandGalleryIsland } from '../islands/BrandGalleryIsland';
import type { PageModule } from '../pageTypes';
import * as styles from './BrandPreviewPage.css';

export function brandPreviewHead(): PageHead {
  return {
    title: 'Brand Preview',
    description:
      "Parchment's design system at a glance: the eight brand colours and their contrast, both themes, the type scale, the components, and our accessibility and performance targets.",
    path: '/brand-preview',
  };
}

const themeLabels: Record<ThemeName, string> = { parchment: 'Parchment theme (light)', ink: 'Ink theme (dark)' };

/** Product §9 gives the Core Web Vitals; the bundle budgets are our own, stricter targets. */
export const performanceTargets = [
  { metric: 'Largest Contentful Paint (LCP)', target: 'under 2.5 s', source: 'Product requirement (Core Web Vitals “good”)' },
  { metric: 'Interaction to Next Paint (INP)', target: 'under 200 ms', source: 'Product requirement (Core Web Vitals “good”)' },
  { metric: 'Cumulative Layout Shift (CLS)', target: 'under 0.1', source: 'Product requirement (Core Web Vitals “good”)' },
  { metric: 'JavaScript per public route', target: 'under 90 KB gzip', source: 'Our own budget' },
  { metric: 'CSS', target: 'under 25 KB gzip', source: 'Our own budget' },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" space="4">
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </Stack>
  );
}

function Palette() {
  const names = Object.keys(brandColours) as BrandColourName[];
  return (
    <>
      <p className={styles.lead}>
        Eight named colours, each measured against the two reading surfaces: parchment (the light theme&apos;s page) and ink
        (the dark theme&apos;s page and the light theme&apos;s text). A ratio of {AA_RATIO}:1 is AA for body text, {AAA_RATIO}:1
        is AAA; colours below AA on a surface are used there only for decoration or large shapes, never for text.
      </p>
      <ul className={styles.swatches} aria-label="Brand colours">
        {names.map((name) => (
          <li key={name}>
            <ColorSwatch
              name={name}
              value={brandColours[name]}
              usage={brandColourUses[name]}
              parchment={brandColours.parchment}
              ink={brandColours.ink}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function roleName(role: ColourRole) {
  return <code>{role}</code>;
}

function PairCell({ theme, text, surface }: { theme: ThemeName; text: ColourRole; surface: ColourRole }) {
  const colours = themeColours[theme];
  return (
    <Inline space="3" alignY="center">
      <span className={styles.sample} style={{ color: colours[text], backgroundColor: colours[surface] }} aria-hidden="true">
        Aa
      </span>
      <ContrastBadge ratio={contrastRatio(colours[text], colours[surface])} context={`${text} on ${surface}, ${themeLabels[theme]}`} />
    </Inline>
  );
}

type RolePair = (typeof textOnSurfacePairs)[number];

const ROLE_PAIR_COLUMNS: DataTableColumn<RolePair>[] = [
  { id: 'text', header: 'Text role', rowHeader: true, cell: ([text]) => roleName(text) },
  { id: 'surface', header: 'Surface role', cell: ([, surface]) => roleName(surface) },
  ...(['parchment', 'ink'] as const).map((theme) => ({
    id: theme,
    header: themeLabels[theme],
    cell: ([text, surface]: RolePair) => <PairCell theme={theme} text={text} surface={surface} />,
  })),
];

function ThemePairs() {
  return (
    <>
      <p className={styles.lead}>
        Components name colours by their role, never by hue. These are every pair of roles drawn as text on a surface, in both
        themes; the test suite fails if any of them falls below {AA_RATIO}:1. Focus rings and control borders, which are not
        text, are held to {NON_TEXT_RATIO}:1.
      </p>
      <DataTable
        caption="Text and surface role pairs, with contrast ratio and grade in each theme"
        columns={ROLE_PAIR_COLUMNS}
        rows={textOnSurfacePairs}
        rowKey={([text, surface]) => `${text}-${surface}`}
      />
    </>
  );
}

const accessibilityNotes = [
  `Text meets ${AA_RATIO}:1 against its surface in both themes, and the test suite checks every pair above; focus rings and control borders meet ${NON_TEXT_RATIO}:1.`,
  'Every interactive element shows a 3 px focus ring, and every control works from the keyboard.',
  'Standalone links and buttons are at least 24 px tall, so they are easy to hit (WCAG 2.5.8).',
  'Nothing is told by colour alone: a pressed filter is filled, a primary source has a label, an error says “Error”.',
  'Components choose the semantic element first (nav, ol, article, time, table, button) and reach for ARIA only where HTML has no element.',
  'Headings take a level from the page, so each page keeps one h1 and an outline without gaps.',
  'Loading, search and error messages are live regions, announced without moving focus.',
  'Animations and transitions stop for readers who ask for reduced motion.',
  'Every component story is checked with axe against WCAG 2.0, 2.1 and 2.2 A and AA in both themes, and a violation fails the build.',
];

const TARGET_COLUMNS: DataTableColumn<(typeof performanceTargets)[number]>[] = [
  { id: 'metric', header: 'Measure', rowHeader: true, cell: (row) => row.metric },
  { id: 'target', header: 'Target', cell: (row) => row.target },
  { id: 'source', header: 'Set by', cell: (row) => row.source },
];

function PerformanceTargets() {
  return (
    <>
      <p className={styles.lead}>
        Pages are rendered on the server and stream their head first, fonts are self-hosted and preloaded, and images reserve
        their space, so that a page is quick to show and still while it loads.
      </p>
      <DataTable caption="Performance targets" columns={TARGET_COLUMNS} rows={performanceTargets} rowKey="metric" />
    </>
  );
}

function BrandPreviewView() {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Brand Preview' }]} />
      <PageHeader
        title="Brand Preview"
        intro="The colours, type and components that make up Parchment, with the accessibility and performance standards they are held to."
      />
      <Stack space="12" className={styles.body}>
        <Section id="palette" title="Colour palette">
          <Palette />
        </Section>
        <Section id="theme-pairs" title="Theme colour pairs">
          <ThemePairs />
        </Section>
        <Section id="typography" title="Typography">
          <p className={styles.lead}>
            Three self-hosted families: Playfair Display for headlines, Source Serif 4 for reading and Source Sans 3 for
            controls and labels. Body text is 18 px on a scale of about 1.25.
          </p>
          <TypeSpecimen />
        </Section>
        <Section id="components" title="Components">
          <p className={styles.lead}>
            Live examples of the library&apos;s components, exactly as the site uses them: press the buttons, change the filters,
            page through the list. The breadcrumb trail at the top of this page, the header and the footer are live components too.
          </p>
          {/* Its code loads when the reader scrolls near it (site/islands/BrandGalleryIsland.tsx). */}
          <BrandGalleryIsland islandId="gallery" />
        </Section>
        <Section id="accessibility-notes" title="Accessibility notes">
          <Stack as="ul" space="2" className={styles.notes}>
            {accessibilityNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Stack>
        </Section>
        <Section id="performance" title="Performance targets">
          <PerformanceTargets />
        </Section>
      </Stack>
    </>
  );
}

export const brandPreviewPage: PageModule = {
  source: 'site/pages/BrandPreviewPage.tsx',
  Component: BrandPreviewView,
  head: brandPreviewHead,
};
