/**
 * Spec section 2, Brand preview: the palette with its contrast, the theme
 * pairs, the type scale, a gallery of the real components, accessibility notes
 * and performance targets.
 *
 * Every number on this page is computed from the tokens while it renders, so
 * the page cannot disagree with the code. src/index.ts does not re-export the
 * token values (brand colours, theme roles, contrast maths), so this page, and
 * only this page, reads them from tokens/ directly.
 */
import { useId, useState, type ReactNode } from 'react';
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
import {
  ArticleCard,
  Badge,
  Breadcrumbs,
  Button,
  Byline,
  CardGrid,
  Chip,
  ColorSwatch,
  ContrastBadge,
  DisclosureNote,
  EditorialStandards,
  EmptyState,
  ErrorState,
  FilterBar,
  KeyFacts,
  LinkButton,
  LoadingState,
  PageHeader,
  Pagination,
  QuoteBlock,
  SearchResult,
  SearchSummary,
  SourceList,
  TagList,
  TypeSpecimen,
  searchResultHref,
  type ArticleSource,
} from '../../src';
import { usePageHead, type PageHead } from '../head';
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

/** Spec section 9 gives the Core Web Vitals; the bundle budgets are our own, stricter targets. */
export const performanceTargets = [
  { metric: 'Largest Contentful Paint (LCP)', target: 'under 2.5 s', source: 'Product specification (Core Web Vitals “good”)' },
  { metric: 'Interaction to Next Paint (INP)', target: 'under 200 ms', source: 'Product specification (Core Web Vitals “good”)' },
  { metric: 'Cumulative Layout Shift (CLS)', target: 'under 0.1', source: 'Product specification (Core Web Vitals “good”)' },
  { metric: 'JavaScript per public route', target: 'under 100 KB gzip', source: 'Our own budget' },
  { metric: 'CSS', target: 'under 25 KB gzip', source: 'Our own budget' },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One gallery entry: a named example (h3) with a line on when to use it, and the live component in a frame. */
function Example({ title, children, about, wide = false }: { title: string; about: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`${styles.example} ${wide ? styles.wide : ''}`}>
      <h3 className={styles.exampleHeading}>{title}</h3>
      <p className={styles.exampleText}>{about}</p>
      <div className={styles.frame}>{children}</div>
    </div>
  );
}

/**
 * A wide table scrolls inside its own box on narrow screens. The box is a
 * named, focusable region so keyboard users can scroll it too (WCAG 2.1.1).
 */
function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to be scrolled by keyboard
    <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
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
    <div className={styles.pairCell}>
      <span className={styles.sample} style={{ color: colours[text], backgroundColor: colours[surface] }} aria-hidden="true">
        Aa
      </span>
      <ContrastBadge ratio={contrastRatio(colours[text], colours[surface])} context={`${text} on ${surface}, ${themeLabels[theme]}`} />
    </div>
  );
}

function ThemePairs() {
  return (
    <>
      <p className={styles.lead}>
        Components name colours by their role, never by hue. These are every pair of roles drawn as text on a surface, in both
        themes; the test suite fails if any of them falls below {AA_RATIO}:1. Focus rings and control borders, which are not
        text, are held to {NON_TEXT_RATIO}:1.
      </p>
      <ScrollingTable caption="Text and surface role pairs, with contrast ratio and grade in each theme">
        <thead>
          <tr>
            <th scope="col">Text role</th>
            <th scope="col">Surface role</th>
            <th scope="col">{themeLabels.parchment}</th>
            <th scope="col">{themeLabels.ink}</th>
          </tr>
        </thead>
        <tbody>
          {textOnSurfacePairs.map(([text, surface]) => (
            <tr key={`${text}-${surface}`}>
              <th scope="row">{roleName(text)}</th>
              <td>{roleName(surface)}</td>
              <td>
                <PairCell theme="parchment" text={text} surface={surface} />
              </td>
              <td>
                <PairCell theme="ink" text={text} surface={surface} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </>
  );
}

const sampleSources: ArticleSource[] = [
  {
    id: 'bill-of-rights-transcript',
    title: 'The Bill of Rights: A Transcription',
    publisher: 'National Archives',
    url: 'https://www.archives.gov/founding-docs/bill-of-rights-transcript',
    date: '1789-09-25',
    type: 'primary',
  },
  {
    id: 'federalist-84',
    title: 'The Federalist Papers: No. 84',
    publisher: 'The Avalon Project, Yale Law School',
    url: 'https://avalon.law.yale.edu/18th_century/fed84.asp',
    date: '1788',
    type: 'primary',
  },
  {
    id: 'constitution-annotated',
    title: 'Constitution Annotated',
    publisher: 'Library of Congress, Congress.gov',
    url: 'https://constitution.congress.gov/constitution/',
    date: '',
    type: 'secondary',
  },
];

const sampleResult = {
  id: 'constitution',
  type: 'Article',
  kicker: 'Foundations',
  title: 'The Constitution of the United States',
  snippet: 'Written in Philadelphia in the summer of 1787, the <mark>Constitution</mark> still frames the national government.',
  slug: 'constitution',
  canonical_url: '/articles/constitution',
  published_at: '2024-09-17',
};

const filterOptions = [
  { value: 'all', label: 'All' },
  { value: 'documents', label: 'Documents' },
  { value: 'concepts', label: 'Concepts' },
  { value: 'amendments', label: 'Amendments' },
] as const;

type DemoState = 'loading' | 'error' | 'empty';
const stateOptions = [
  { value: 'loading', label: 'Loading' },
  { value: 'error', label: 'Error' },
  { value: 'empty', label: 'Empty' },
] as const;

/** The three list states, switchable, with Retry going back to loading as on a real page. */
function ListStates() {
  const [state, setState] = useState<DemoState>('loading');
  return (
    <>
      <FilterBar label="Show list state" options={stateOptions} value={state} onChange={(value) => setState(value as DemoState)} />
      {state === 'loading' ? <LoadingState message="Loading articles..." /> : null}
      {state === 'error' ? (
        <ErrorState message="Error loading articles: HTTP 500: Internal Server Error" onRetry={() => setState('loading')} />
      ) : null}
      {state === 'empty' ? <EmptyState message="No articles found in this category yet." /> : null}
    </>
  );
}

function FilterExample() {
  const [filter, setFilter] = useState('all');
  const chosen = filterOptions.find((option) => option.value === filter)?.label;
  return (
    <>
      <FilterBar label="Filter Foundations articles" options={filterOptions} value={filter} onChange={setFilter} />
      <p className={styles.exampleText}>Showing: {chosen}</p>
    </>
  );
}

function PaginationExample() {
  const total = 37;
  const perPage = 20;
  const [page, setPage] = useState(1);
  const shown = Math.min(perPage, total - (page - 1) * perPage);
  return <Pagination page={page} perPage={perPage} total={total} shown={shown} onPageChange={setPage} />;
}

/** One pair for each grade, measured from the brand colours. */
const contrastSamples: ReadonlyArray<readonly [BrandColourName, BrandColourName]> = [
  ['ink', 'parchment'],
  ['granite', 'parchment'],
  ['brass', 'parchment'],
];

function Gallery() {
  return (
    <>
      <p className={styles.lead}>
        Live examples of the library&apos;s components, exactly as the site uses them: press the buttons, change the filters,
        page through the list. The breadcrumb trail at the top of this page, the header and the footer are live components too.
      </p>
      <div className={styles.gallery}>
        <Example title="Buttons" about="Primary for the main action of a view, secondary for the rest, ghost for quiet actions. A link that looks like a button stays a link.">
          <div className={styles.row}>
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
          </div>
          <div className={styles.row}>
            <Button size="small">Small</Button>
            <Button disabled>Disabled</Button>
            <Button busy>Saving</Button>
            <LinkButton href="/foundations" variant="secondary">
              Start Here
            </LinkButton>
          </div>
        </Example>

        <Example title="Badges" about="Short, non-interactive labels. Featured marks the lead story; Primary marks a primary source.">
          <div className={styles.row}>
            <Badge>Explainer</Badge>
            <Badge tone="featured">Featured</Badge>
            <Badge tone="primary">Primary</Badge>
          </div>
        </Example>

        <Example title="Chips and tags" about="A chip is a small label; as a link it leads to the archive search for its tag.">
          <div className={styles.row}>
            <Chip>18th century</Chip>
            <Chip href="/search?tag=constitution" aria-label="Tag: constitution">
              constitution
            </Chip>
          </div>
          <TagList tags={['bill of rights', 'james madison', 'supreme court']} />
        </Example>

        <Example title="Contrast badges" about="The WCAG grade of a contrast ratio: AAA at 7:1 or more, AA at 4.5:1 or more, otherwise Fail.">
          <ul className={styles.row}>
            {contrastSamples.map(([name, surface]) => (
              <li key={name}>
                <span className={styles.exampleText}>
                  {name} on {surface}:{' '}
                </span>
                <ContrastBadge ratio={contrastRatio(brandColours[name], brandColours[surface])} />
              </li>
            ))}
          </ul>
        </Example>

        <Example wide title="Article cards" about="The teaser used in grids and rails: kicker, linked title, dek and up to two tags. Titles and deks clamp to two lines.">
          <CardGrid aria-label="Sample article cards">
            <ArticleCard
              kicker="Foundations"
              title="The Constitution of the United States"
              href="/articles/constitution"
              dek="Written in Philadelphia in the summer of 1787 and ratified by all thirteen states by 1790, the Constitution still frames the national government."
              badge="Featured"
              tags={['constitution', 'founding fathers', 'constitutional convention']}
              level={4}
            />
            <ArticleCard
              kicker="Features"
              title="The Bill of Rights, Explained"
              href="/articles/bill-of-rights"
              dek="The first ten amendments to the Constitution, ratified in 1791, protect freedoms from speech and religion to fair trials."
              tags={['bill of rights', 'james madison']}
              level={4}
            />
            <ArticleCard
              kicker="People"
              title="Rosa Parks"
              href="/articles/rosa-parks"
              dek="A longtime civil rights activist whose arrest on a Montgomery bus in December 1955 launched a boycott."
              tags={['civil rights']}
              variant="compact"
              level={4}
            />
          </CardGrid>
        </Example>

        <Example wide title="Byline" about="Who wrote and reviewed an article, when, how long it takes to read, and a share button.">
          <Byline
            authorName="Civics Desk Editor"
            authorBioUrl="/about/authors/civics-desk"
            publishedDate="2024-12-15"
            updatedDate="2025-01-13"
            readTime={6}
            reviewerName="Standards Editor"
            reviewerBioUrl="/about/authors/standards-editor"
            shareUrl="/articles/bill-of-rights"
            shareTitle="The Bill of Rights, Explained"
          />
        </Example>

        <Example title="Key facts" about="A sidebar of short facts beside an article's body.">
          <KeyFacts
            level={4}
            facts={[
              'Congress sent twelve proposed amendments to the states on September 25, 1789.',
              'Ten of them were ratified on December 15, 1791, and became known as the Bill of Rights.',
            ]}
          />
        </Example>

        <Example title="Quote" about="A pull quote with its attribution.">
          <QuoteBlock
            quote="If men were angels, no government would be necessary."
            attribution="James Madison, Federalist No. 51"
            cite="https://avalon.law.yale.edu/18th_century/fed51.asp"
          />
        </Example>

        <Example wide title="Source list" about="An article's numbered sources; primary sources carry a Primary badge, and links open in a new tab.">
          <SourceList level={4} sources={sampleSources} />
        </Example>

        <Example title="Disclosure note" about="Shown on every article: created with AI assistance and reviewed by human editors.">
          <DisclosureNote />
        </Example>

        <Example title="Editorial standards" about="The box at the end of an article, linking to the policies behind it.">
          <EditorialStandards level={4} />
        </Example>

        <Example title="Filter bar" about="Toggle buttons in a named group; the pressed one is filled, not just recoloured.">
          <FilterExample />
        </Example>

        <Example title="Pagination" about="The admin list's pager. At the ends, Previous and Next stay focusable but do nothing.">
          <PaginationExample />
        </Example>

        <Example wide title="Loading, error and empty states" about="Every list has these three states, in the specification's words. Choose one to see it.">
          <ListStates />
        </Example>

        <Example wide title="Search result and summary" about="The status line announces each change; matches in the snippet are highlighted.">
          <SearchSummary state="results" count={1} />
          <SearchResult result={sampleResult} href={searchResultHref(sampleResult)} headingLevel={4} />
        </Example>

        <Example wide title="Breadcrumbs and page header" about="Every page but the home page starts with a breadcrumb trail and a page header holding its one h1.">
          <p className={styles.exampleText}>
            This page&apos;s own breadcrumb trail and header, at the top, are the live examples: a second trail or h1 here would
            give the page two of each.
          </p>
        </Example>
      </div>
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

function PerformanceTargets() {
  return (
    <>
      <p className={styles.lead}>
        Pages are rendered on the server and stream their head first, fonts are self-hosted and preloaded, and images reserve
        their space, so that a page is quick to show and still while it loads.
      </p>
      <ScrollingTable caption="Performance targets">
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">Target</th>
            <th scope="col">Set by</th>
          </tr>
        </thead>
        <tbody>
          {performanceTargets.map((row) => (
            <tr key={row.metric}>
              <th scope="row">{row.metric}</th>
              <td>{row.target}</td>
              <td>{row.source}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </>
  );
}

function BrandPreviewView() {
  usePageHead(brandPreviewHead());
  return (
    <>
      <Breadcrumbs items={[{ label: 'Brand Preview' }]} />
      <PageHeader
        title="Brand Preview"
        intro="The colours, type and components that make up Parchment, with the accessibility and performance standards they are held to."
      />
      <div className={styles.body}>
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
          <Gallery />
        </Section>
        <Section id="accessibility-notes" title="Accessibility notes">
          <ul className={styles.notes}>
            {accessibilityNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Section>
        <Section id="performance" title="Performance targets">
          <PerformanceTargets />
        </Section>
      </div>
    </>
  );
}

export const brandPreviewPage: PageModule = {
  Component: BrandPreviewView,
  head: brandPreviewHead,
};
