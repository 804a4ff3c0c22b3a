import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/Pagination.stories';
import { Pagination, pageCount } from '../../src/components/Pagination';

const { MiddlePage, Empty } = composeStories(stories);

describe('pageCount', () => {
  it('is never below 1, and rounds a partial page up', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(57, 20)).toBe(3);
  });

  it('treats a nonsense page size as one page rather than dividing by zero', () => {
    expect(pageCount(57, 0)).toBe(1);
    expect(pageCount(Number.NaN, 20)).toBe(1);
  });
});

describe('Pagination', () => {
  it('product §2: reads "Showing X of Y articles (Page P of N)" inside a Pagination nav', () => {
    render(<MiddlePage />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Showing 20 of 57 articles (Page 2 of 3)');
  });

  it('product §2: an empty list is page 1 of 1', () => {
    render(<Empty />);
    expect(screen.getByRole('status').textContent).toBe('Showing 0 of 0 articles (Page 1 of 1)');
  });

  it('product §2: Previous is disabled on page 1 and Next moves on', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} perPage={20} total={57} shown={20} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('product §2: Next is disabled on the last page and Previous moves back', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} perPage={20} total={57} shown={17} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('marks the ends aria-disabled rather than disabled, so pressing Next onto the last page keeps focus on it', () => {
    render(<Pagination page={3} perPage={20} total={57} shown={17} onPageChange={vi.fn()} />);
    const next = screen.getByRole('button', { name: 'Next' });
    // A natively disabled button drops focus; this one stays focusable and says it is unavailable.
    expect(next).toBeEnabled();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    expect(next).toHaveFocus();
  });

  it('product §2, pillar pages: with hrefForPage, Previous and Next are links to the neighbouring pages', () => {
    render(<Pagination page={2} perPage={12} total={30} shown={12} hrefForPage={(page) => `/people?page=${page}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Showing 12 of 30 articles (Page 2 of 3)');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/people?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/people?page=3');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('as links, the ends have no link, and a page past the end links back to the last page', () => {
    const { rerender } = render(<Pagination page={1} perPage={12} total={30} shown={12} hrefForPage={(page) => `?page=${page}`} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    rerender(<Pagination page={3} perPage={12} total={30} shown={6} hrefForPage={(page) => `?page=${page}`} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    rerender(<Pagination page={9} perPage={12} total={30} shown={0} hrefForPage={(page) => `?page=${page}`} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=3');
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });
});
