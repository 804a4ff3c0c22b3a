/**
 * The brand preview's component gallery: live examples of the library's
 * components with their sample data. It is the largest part of the page's
 * code, so the page loads it only when the reader scrolls near it (an
 * island hydrated when visible, site/islands/BrandGalleryIsland.tsx); the
 * server still renders it in full.
 */
import { useState, type ReactNode } from 'react';
import { brandColours, contrastRatio, type BrandColourName } from '../../../tokens';
import {
  ArticleCard,
  Badge,
  Button,
  Byline,
  CardGrid,
  Chip,
  ContrastBadge,
  DisclosureNote,
  EditorialStandards,
  EmptyState,
  ErrorState,
  FilterBar,
  KeyFacts,
  LoadingState,
  Pagination,
  QuoteBlock,
  SearchResult,
  SearchSummary,
  SourceList,
  TagList,
  type ArticleSource,
  Inline,
  Stack,
} from '../../../src';
import { searchResultHref } from '../../content/searchResultHref';
import { EDITORIAL_POLICY_PATH, editorialPolicyLinks, tagSearchHref } from '../../navigation';
import * as styles from './BrandGallery.css';

/** One gallery entry: a named example (h3) with a line on when to use it, and the live component in a frame. */
function Example({ title, children, about, wide = false }: { title: string; about: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`${styles.example} ${wide ? styles.wide : ''}`}>
      <h3 className={styles.exampleHeading}>{title}</h3>
      <p className={styles.exampleText}>{about}</p>
      <Stack space="4" className={styles.frame}>{children}</Stack>
    </div>
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

/** The live examples, one per component family, in a responsive grid. */
export function BrandGallery() {
  return (
    <div className={styles.gallery}>
      <Example title="Buttons" about="Primary for the main action of a view, secondary for the rest, ghost for quiet actions. A link that looks like a button stays a link.">
        <Inline space="3" alignY="center" className={styles.row}>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
        </Inline>
        <Inline space="3" alignY="center" className={styles.row}>
          <Button size="small">Small</Button>
          <Button disabled>Disabled</Button>
          <Button busy>Saving</Button>
          <Button href="/foundations" variant="secondary">
            Start Here
          </Button>
        </Inline>
      </Example>

      <Example title="Badges" about="Short, non-interactive labels. Featured marks the lead story; Primary marks a primary source.">
        <Inline space="3" alignY="center" className={styles.row}>
          <Badge>Explainer</Badge>
          <Badge tone="featured">Featured</Badge>
          <Badge tone="primary">Primary</Badge>
        </Inline>
      </Example>

      <Example title="Chips and tags" about="A chip is a small label; as a link it leads to the archive search for its tag.">
        <Inline space="3" alignY="center" className={styles.row}>
          <Chip>18th century</Chip>
          <Chip href="/search?tag=constitution" aria-label="Tag: constitution">
            constitution
          </Chip>
        </Inline>
        <TagList tags={['bill of rights', 'james madison', 'supreme court']} tagHref={tagSearchHref} />
      </Example>

      <Example title="Contrast badges" about="The WCAG grade of a contrast ratio: AAA at 7:1 or more, AA at 4.5:1 or more, otherwise Fail.">
        <Inline as="ul" space="3" alignY="center" className={styles.row}>
          {contrastSamples.map(([name, surface]) => (
            <li key={name}>
              <span className={styles.exampleText}>
                {name} on {surface}:{' '}
              </span>
              <ContrastBadge ratio={contrastRatio(brandColours[name], brandColours[surface])} />
            </li>
          ))}
        </Inline>
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
            tagHref={tagSearchHref}
            headingLevel={4}
          />
          <ArticleCard
            kicker="Features"
            title="The Bill of Rights, Explained"
            href="/articles/bill-of-rights"
            dek="The first ten amendments to the Constitution, ratified in 1791, protect freedoms from speech and religion to fair trials."
            tags={['bill of rights', 'james madison']}
            tagHref={tagSearchHref}
            headingLevel={4}
          />
          <ArticleCard
            kicker="People"
            title="Rosa Parks"
            href="/articles/rosa-parks"
            dek="A longtime civil rights activist whose arrest on a Montgomery bus in December 1955 launched a boycott."
            tags={['civil rights']}
            tagHref={tagSearchHref}
            variant="compact"
            headingLevel={4}
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
          headingLevel={4}
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
        <SourceList headingLevel={4} sources={sampleSources} />
      </Example>

      <Example title="Disclosure note" about="Shown on every article: created with AI assistance and reviewed by human editors.">
        <DisclosureNote policyHref={EDITORIAL_POLICY_PATH} />
      </Example>

      <Example title="Editorial standards" about="The box at the end of an article, linking to the policies behind it.">
        <EditorialStandards links={editorialPolicyLinks} headingLevel={4} />
      </Example>

      <Example title="Filter bar" about="Toggle buttons in a named group; the pressed one is filled, not just recoloured.">
        <FilterExample />
      </Example>

      <Example title="Pagination" about="The admin list's pager. At the ends, Previous and Next stay focusable but do nothing.">
        <PaginationExample />
      </Example>

      <Example wide title="Loading, error and empty states" about="Every list has these three states, in the product's words. Choose one to see it.">
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
  );
}
