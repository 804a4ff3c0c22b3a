import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { layoutLevel } from '../../.storybook/modes';
import { AdminArticlesTable, AdminFilters, Breadcrumbs, PageHeader, Pagination, type AdminFilterValues } from '../../src';
import { exampleAdminMenu, exampleArticleHref } from '../fixtures/navigation';
import { adminArticles, adminPerPage } from '../fixtures/patterns';
import { expectPageFrame, openMainNavigation, PageShell } from './PageShell';
import * as styles from './patterns.css';

const noFilters: AdminFilterValues = { q: '', category: 'all', tag: '' };

/** The rows the filters let through (an app asks its API for them, page by page). */
function filterRows(filters: AdminFilterValues) {
  const q = filters.q.trim().toLowerCase();
  const tag = filters.tag.trim().toLowerCase();
  return adminArticles.filter(
    (row) =>
      (!q || row.title.toLowerCase().includes(q)) &&
      (filters.category === 'all' || row.categorySlug === filters.category) &&
      (!tag || row.tagNames.some((name) => name.toLowerCase().includes(tag))),
  );
}

/**
 * The admin articles list (product §2, admin articles): the Admin menu in the
 * header, the page's title, the filters, the read-only table and the pager.
 * Changing a filter goes back to page 1.
 */
function AdminListPage() {
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const matching = filterRows(filters);
  const rows = matching.slice((page - 1) * adminPerPage, page * adminPerPage);
  const categories = [...new Set(adminArticles.map((row) => row.categorySlug).filter((slug): slug is string => Boolean(slug)))];
  return (
    <PageShell currentPath="/admin/articles" menu={exampleAdminMenu}>
      <Breadcrumbs items={[{ label: 'Admin', href: '/admin' }, { label: 'Articles' }]} />
      <PageHeader title="Articles Manager" intro="Read-only view of published articles" />
      <div className={styles.stack}>
        <AdminFilters
          values={filters}
          categories={categories}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <AdminArticlesTable rows={rows} state="ready" articleHref={exampleArticleHref} caption="Published articles" />
        <Pagination page={page} perPage={adminPerPage} total={matching.length} shown={rows.length} onPageChange={setPage} />
      </div>
    </PageShell>
  );
}

/**
 * The administrators' articles list: the SiteHeader with its Admin menu,
 * AdminFilters, the read-only AdminArticlesTable (each row a card on a
 * phone) and Pagination. Filters and paging work.
 */
const meta = {
  title: 'Examples/Admin list',
  component: AdminListPage,
  parameters: { ...layoutLevel },
} satisfies Meta<typeof AdminListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: five of the seven articles, Previous unavailable, each row's View link opening the article in a new tab. */
export const FirstPage: Story = {
  tags: ['mobile-play'],
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    await expect(main.getByRole('heading', { level: 1, name: 'Articles Manager' })).toBeInTheDocument();
    await expect(within(main.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(main.getByRole('search', { name: 'Filter articles' })).toBeInTheDocument();
    const table = main.getByRole('table', { name: 'Published articles' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(adminPerPage);
    const view = within(table).getByRole('link', { name: /View The Monroe Doctrine/ });
    await expect(view).toHaveAttribute('href', '/articles/monroe-doctrine');
    await expect(view).toHaveAttribute('target', '_blank');
    const pager = main.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getByRole('status')).toHaveTextContent('Showing 5 of 7 articles (Page 1 of 2)');
    await expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    // An administrator also has the Admin menu in the header (behind Menu at 375 px).
    await openMainNavigation(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Next goes to the last page, where Next is unavailable in turn. */
export const SecondPage: Story = {
  tags: ['mobile-play'],
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    const pager = main.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(within(pager).getByRole('status')).toHaveTextContent('Showing 2 of 7 articles (Page 2 of 2)');
    await expect(within(pager).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    const titles = within(main.getByRole('table', { name: 'Published articles' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(titles).toEqual(['The Voting Rights Act of 1965', 'The Homestead Act of 1862']);
  },
};

/** A filter narrows the list and goes back to page 1. */
export const FilteredByTag: Story = {
  tags: ['mobile-play'],
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    const pager = main.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await userEvent.type(main.getByRole('textbox', { name: 'Tag' }), 'civil rights');
    await expect(within(pager).getByRole('status')).toHaveTextContent('Showing 2 of 2 articles (Page 1 of 1)');
    const titles = within(main.getByRole('table', { name: 'Published articles' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(titles).toEqual(['Brown v. Board of Education', 'The Voting Rights Act of 1965']);
  },
};
