import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { layoutLevel } from '../../.storybook/modes';
import { Breadcrumbs, PageHeader, PopularTopics, SearchBox, SearchResult, SearchSummary } from '../../src';
import { exampleResultHref } from '../fixtures/navigation';
import { searchArchive } from '../fixtures/patterns';
import { expectPageFrame, PageShell } from './PageShell';
import * as styles from './patterns.css';

interface SearchResultsPageProps {
  /** The term in the box when the page opens (an app reads it from `?q=`). */
  initialTerm: string;
}

/**
 * The search page (product §2, search): the box, Popular Topics while it is
 * empty, one status line that announces what happened, and the results as
 * a numbered list. Here the archive is fixture data searched in place; an
 * app calls its search service and shows "Searching..." meanwhile.
 */
function SearchResultsPage({ initialTerm }: SearchResultsPageProps) {
  const [box, setBox] = useState(initialTerm);
  const [term, setTerm] = useState(initialTerm.trim());
  const results = searchArchive(term);
  const search = (value: string) => {
    setBox(value);
    setTerm(value.trim());
  };
  const state = term === '' ? 'idle' : results.length > 0 ? 'results' : 'empty';
  return (
    <PageShell currentPath="/search">
      <Breadcrumbs items={[{ label: 'Search' }]} />
      <PageHeader title="Search the Archive" intro="Find articles on American history, government and civic life by topic, person or event." />
      <div className={styles.stack}>
        <SearchBox value={box} onChange={setBox} onSubmit={search} />
        {box.trim() === '' ? <PopularTopics onPick={search} /> : null}
        <SearchSummary state={state} term={term} count={results.length} />
        {state === 'results' ? (
          <ol className={styles.results} aria-label={`Search results for “${term}”`}>
            {results.map((result) => (
              <li key={result.id}>
                <SearchResult result={result} href={exampleResultHref(result)} headingLevel={2} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </PageShell>
  );
}

/**
 * The search page: SearchBox, PopularTopics while the box is empty, the
 * SearchSummary status line a screen reader hears, and SearchResults in a
 * numbered list. It searches a small fixture archive as you type and submit.
 */
const meta = {
  title: 'Examples/Search results',
  component: SearchResultsPage,
  args: { initialTerm: 'Constitution' },
  parameters: { ...layoutLevel },
} satisfies Meta<typeof SearchResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A term with matches: the count, then each result with its type, linked title, highlighted snippet and date. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    await expect(main.getByRole('heading', { level: 1, name: 'Search the Archive' })).toBeInTheDocument();
    await expect(main.getByRole('searchbox', { name: 'Search the archive' })).toHaveValue('Constitution');
    await expect(main.getByRole('status')).toHaveTextContent('Found 3 results');
    const list = main.getByRole('list', { name: 'Search results for “Constitution”' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual(['The Bill of Rights', 'Reading the Federalist Papers Today', 'Corrections Policy']);
    // An article goes to its page; anything else to its own address.
    await expect(within(list).getByRole('link', { name: 'The Bill of Rights' })).toHaveAttribute('href', '/articles/bill-of-rights');
    await expect(within(list).getByRole('link', { name: 'Corrections Policy' })).toHaveAttribute('href', '/about/corrections-policy');
    await expect(within(list).getAllByRole('mark')[0]).toHaveTextContent('Constitution');
  },
};

/** Before any term: the prompt and Popular Topics; pressing a topic searches for it. */
export const BeforeSearching: Story = {
  args: { initialTerm: '' },
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    await expect(main.getByRole('status')).toHaveTextContent('Enter a search term to find articles');
    await userEvent.click(main.getByRole('button', { name: 'Civil Rights' }));
    await expect(main.getByRole('searchbox', { name: 'Search the archive' })).toHaveValue('Civil Rights');
    await expect(main.getByRole('status')).toHaveTextContent('Found 2 results');
    await expect(main.queryByRole('heading', { name: 'Popular Topics' })).not.toBeInTheDocument();
    await expect(main.getByRole('link', { name: 'Brown v. Board of Education' })).toHaveAttribute('href', '/articles/brown-v-board');
  },
};

/** A term with no matches says so, quoting the term. */
export const NoResults: Story = {
  args: { initialTerm: 'Louisiana Purchase' },
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    await expect(main.getByRole('status')).toHaveTextContent('No results found for "Louisiana Purchase"');
    await expect(main.queryByRole('list', { name: /Search results/ })).not.toBeInTheDocument();
  },
};
