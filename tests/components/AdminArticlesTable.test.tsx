import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/AdminArticlesTable.stories';
import { AdminArticlesTable, type AdminArticleRow } from '../../src/components/AdminArticlesTable';
import { canonicalArticlePath } from '../../site/content/links';

const { Ready, Loading, Empty, NoSlugRow, NoHeroRow, LongTitles } = composeStories(stories);

const row: AdminArticleRow = {
  id: '1',
  title: 'The Monroe Doctrine',
  slug: 'monroe-doctrine',
  categoryName: 'Foundations',
  categorySlug: 'foundations',
  publishedAt: '1823-12-02',
  tagNames: ['foreign policy', 'presidency'],
  heroSrc: 'https://cdn.example.com/storage/v1/object/public/media/monroe.jpg',
  heroAlt: 'President James Monroe',
};

const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;

describe('AdminArticlesTable', () => {
  it('product §2: a captioned table with the columns Hero, Title, Category, Published, Tags, Actions', () => {
    render(<Ready />);
    const table = screen.getByRole('table', { name: 'Published articles' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Hero',
      'Title',
      'Category',
      'Published',
      'Tags',
      'Actions',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('product §2: each row shows its hero, category, US long-form date and tags', () => {
    render(<AdminArticlesTable articleHref={canonicalArticlePath} state="ready" rows={[row]} />);
    const tr = rowOf('The Monroe Doctrine');
    const image = within(tr).getByRole('img', { name: 'President James Monroe' });
    expect(image).toHaveAttribute('src', row.heroSrc);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(tr).toHaveTextContent('Foundations');
    expect(within(tr).getByText('December 2, 1823').tagName).toBe('TIME');
    expect(within(tr).getByText('December 2, 1823')).toHaveAttribute('datetime', '1823-12-02');
    expect(within(tr).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['foreign policy', 'presidency']);
    // Tags are labels here, not links: the only link is View.
    expect(within(tr).getAllByRole('link')).toHaveLength(1);
  });

  it('product §2: View opens /articles/{slug} in a new tab and names the article', () => {
    render(<AdminArticlesTable articleHref={canonicalArticlePath} state="ready" rows={[row]} />);
    const view = screen.getByRole('link', { name: 'View The Monroe Doctrine (opens in a new tab)' });
    expect(view).toHaveAttribute('href', '/articles/monroe-doctrine');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('product §2: an article without a slug shows a dash, not a link', () => {
    render(<NoSlugRow />);
    const tr = rowOf('Homestead Act (slug pending)');
    expect(within(tr).queryByRole('link')).not.toBeInTheDocument();
    expect(tr).toHaveTextContent('—');
    expect(tr).toHaveTextContent('No public page');
  });

  it('a hero without alt text is decorative; a row without a hero shows a dash', () => {
    render(<AdminArticlesTable articleHref={canonicalArticlePath} state="ready" rows={[{ ...row, heroAlt: null }]} />);
    // alt="" takes the image out of the accessibility tree.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(rowOf('The Monroe Doctrine').querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows dashes for a missing hero, category, date and tags', () => {
    render(<NoHeroRow />);
    const tr = rowOf('Independence Hall');
    for (const label of ['No image', 'No category', 'Not published', 'No tags']) expect(tr).toHaveTextContent(label);
  });

  it('product §2: "Loading articles..." while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('product §2: no rows shows "No articles found matching your filters."', () => {
    render(<Empty />);
    expect(screen.getByText('No articles found matching your filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('product §8: the error box "Error loading articles" shows the message and Retry refetches', async () => {
    const onRetry = vi.fn();
    render(<AdminArticlesTable articleHref={canonicalArticlePath} state="error" rows={[]} error="HTTP 503: Service Unavailable" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading articles' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('HTTP 503: Service Unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('sorts by Title, Category and Published; Hero, Tags and Actions do not sort', async () => {
    render(<Ready />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Title', 'Category', 'Published']);
    const titles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(titles()).toEqual(['Ellis Island', 'How a Bill Becomes Law', 'The Monroe Doctrine']);
    // Dates start with the newest.
    await userEvent.click(screen.getByRole('button', { name: 'Published' }));
    expect(screen.getByRole('columnheader', { name: 'Published' })).toHaveAttribute('aria-sort', 'descending');
    expect(titles()).toEqual(['The Monroe Doctrine', 'How a Bill Becomes Law', 'Ellis Island']);
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by Published, descending');
  });

  it('with onSortChange, asks the caller to sort (the list is paged) and shows its rows as given', async () => {
    const onSortChange = vi.fn();
    const rows = [row, { ...row, id: '2', title: 'Ellis Island', slug: 'ellis-island' }];
    render(<AdminArticlesTable articleHref={canonicalArticlePath} state="ready" rows={rows} sort={{ column: 'title', direction: 'descending' }} onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['The Monroe Doctrine', 'Ellis Island']);
    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'title', direction: 'ascending' });
  });

  it('while the next sort or page loads, keeps the rows (and focus on a header) under "Loading articles..."', async () => {
    const { rerender } = render(<AdminArticlesTable articleHref={canonicalArticlePath} state="ready" rows={[row]} onSortChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Category' }));
    rerender(<AdminArticlesTable articleHref={canonicalArticlePath} state="loading" rows={[row]} onSortChange={() => undefined} />);
    expect(screen.getByText('Loading articles...')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Category' })).toHaveFocus();
  });

  it('WCAG 1.4.10: the table scrolls inside a labelled region that a keyboard can reach', async () => {
    render(<LongTitles />);
    const region = screen.getByRole('region', { name: 'Published articles' });
    expect(within(region).getByRole('table')).toBeInTheDocument();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
