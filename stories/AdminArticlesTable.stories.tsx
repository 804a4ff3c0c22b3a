import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminArticlesTable, type AdminArticleRow } from '../src/components/AdminArticlesTable';
import { sprinkles } from '../tokens/sprinkles.css';
import { layoutLevel } from '../.storybook/modes';
import { exampleArticleHref } from './fixtures/navigation';
import { phoneFrame } from './support/phoneFrame';

/** A small landscape thumbnail drawn inline, so stories need no network and no image files. */
function heroImage(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40"><rect width="64" height="40" fill="hsl(${hue} 35% 78%)"/><path d="M0 40 L22 18 L36 30 L46 22 L64 40 Z" fill="hsl(${hue} 30% 38%)"/><circle cx="48" cy="11" r="5" fill="hsl(42 80% 92%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const rows: AdminArticleRow[] = [
  {
    id: '1',
    title: 'The Monroe Doctrine',
    slug: 'monroe-doctrine',
    categoryName: 'Foundations',
    categorySlug: 'foundations',
    publishedAt: '2024-10-02T14:00:00Z',
    tagNames: ['foreign policy', 'presidency'],
    heroSrc: heroImage(210),
    heroAlt: 'President James Monroe addressing his cabinet',
  },
  {
    id: '2',
    title: 'How a Bill Becomes Law',
    slug: 'how-a-bill-becomes-law',
    categoryName: 'Civic Life',
    categorySlug: 'civic-life',
    publishedAt: '2024-09-18',
    tagNames: ['congress', 'legislation', 'constitution'],
    heroSrc: heroImage(30),
    heroAlt: null,
  },
  {
    id: '3',
    title: 'Ellis Island',
    slug: 'ellis-island',
    categoryName: 'Landmarks',
    categorySlug: 'landmarks',
    publishedAt: '2024-08-30',
    tagNames: ['immigration'],
    heroSrc: heroImage(150),
    heroAlt: 'The main building on Ellis Island seen from the water',
  },
];

const meta = {
  title: 'Admin/AdminArticlesTable',
  component: AdminArticlesTable,
  parameters: { ...layoutLevel },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: '4' })}>
        <Story />
      </div>
    ),
  ],
  args: { rows, state: 'ready', onRetry: fn(), articleHref: exampleArticleHref },
} satisfies Meta<typeof AdminArticlesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2: columns Hero, Title, Category, Published, Tags, Actions; View opens /articles/{slug} in a new tab. */
export const Ready: Story = {
  tags: ['mobile-play'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Published articles' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Hero', 'Title', 'Category', 'Published', 'Tags', 'Actions']);
    const view = canvas.getByRole('link', { name: 'View The Monroe Doctrine (opens in a new tab)' });
    await expect(view).toHaveAttribute('href', '/articles/monroe-doctrine');
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('October 2, 2024')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'President James Monroe addressing his cabinet' })).toBeInTheDocument();
  },
};

/**
 * Product §2: Title, Category and Published sort. With `onSortChange` the
 * caller sorts (the site asks the server, since the list is paged) and the
 * table shows `sort` on its header; here the rows come oldest first.
 */
export const Sorted: Story = {
  args: { rows: [...rows].reverse(), sort: { column: 'published', direction: 'ascending' }, onSortChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Published articles' });
    await expect(within(table).getByRole('columnheader', { name: 'Published' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Ellis Island', 'How a Bill Becomes Law', 'The Monroe Doctrine']);
    await userEvent.click(canvas.getByRole('button', { name: 'Title' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'title', direction: 'ascending' });
  },
};

/** While the next page or sort loads, the rows stay (focus on a header with them) under "Loading articles...". */
export const Reloading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading articles...')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Product §2: while the page loads, "Loading articles..." is announced. */
export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading articles...');
  },
};

/** Product §2: no rows shows "No articles found matching your filters." */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No articles found matching your filters.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Product §§2 and 8: the error box "Error loading articles" with the message and Retry. */
export const Error: Story = {
  args: { state: 'error', rows: [], error: 'HTTP 500: Internal Server Error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Error loading articles' })).toBeInTheDocument();
    await expect(alert).toHaveTextContent('HTTP 500: Internal Server Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Product §2: an article without a slug has no View link, only a dash. */
export const NoSlugRow: Story = {
  tags: ['mobile-play'],
  args: { rows: [{ ...rows[0], id: 'draft', title: 'Homestead Act (slug pending)', slug: null }, rows[1]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByRole('rowheader', { name: 'Homestead Act (slug pending)' })).closest('tr') as HTMLElement;
    await expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    await expect(row).toHaveTextContent('No public page');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** An article without a hero image shows a dash in the Hero column; one without tags or category shows dashes there too. */
export const NoHeroRow: Story = {
  tags: ['mobile-play'],
  args: {
    rows: [
      { ...rows[2], id: 'no-hero', title: 'Gettysburg', slug: 'gettysburg', heroSrc: null, heroAlt: null },
      { ...rows[0], id: 'bare', title: 'Independence Hall', slug: 'independence-hall', heroSrc: null, categoryName: null, categorySlug: null, publishedAt: null, tagNames: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const row = canvas.getByRole('rowheader', { name: 'Independence Hall' }).closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('No image');
    await expect(row).toHaveTextContent('No tags');
  },
};

/** Long titles wrap within their column; below its columns' width each row is a card, so nothing scrolls sideways (WCAG 1.4.10). */
export const LongTitles: Story = {
  tags: ['mobile-play'],
  args: {
    rows: [
      {
        ...rows[0],
        id: 'long-1',
        title: 'Brown v. Board of Education of Topeka: How Thurgood Marshall and the NAACP Legal Defense Fund Argued the End of School Segregation',
        slug: 'brown-v-board-of-education',
        tagNames: ['civil rights', 'supreme court', 'education', 'fourteenth amendment'],
      },
      {
        ...rows[1],
        id: 'long-2',
        title: 'The Electoral College, Explained: Faithless Electors, Contingent Elections and the Twelfth Amendment',
        slug: 'electoral-college-analysis',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Published articles' });
    await expect(region).toHaveAttribute('tabindex', '0');
    // Screen-reader-only text is positioned inside the scroller, so it cannot widen the page past 375 px.
    for (const hidden of within(region).getAllByText(/opens in a new tab/)) {
      await expect(region.contains(hidden.offsetParent)).toBe(true);
    }
  },
};


/**
 * Product §2, admin articles at 375 px: each row is a card with labelled fields (Title, Category, Published,
 * Tags) and its View link, with nothing wider than the screen; it is still a table to screen readers.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Published articles' });
    const region = canvas.getByRole('region', { name: 'Published articles' });
    // No sideways scrolling: the cards fit the region.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const title = within(table).getByRole('rowheader', { name: 'The Monroe Doctrine' });
    await expect(title).toHaveAttribute('data-label', 'Title');
    const card = title.closest('tr') as HTMLElement;
    for (const label of ['Category', 'Published', 'Tags']) {
      await expect(card.querySelector(`[data-label="${label}"]`)).not.toBeNull();
    }
    // The label shows on screen (its generated text), beside the value.
    await expect(getComputedStyle(title, '::before').content).toContain('Title');
    const view = within(card).getByRole('link', { name: 'View The Monroe Doctrine (opens in a new tab)' });
    const box = view.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
  },
};
