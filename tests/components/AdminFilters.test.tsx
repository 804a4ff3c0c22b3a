import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/AdminFilters.stories';
import { AdminFilters, type AdminFilterValues } from '../../src/components/AdminFilters';

const { Filled } = composeStories(stories);

const empty: AdminFilterValues = { q: '', category: 'all', tag: '' };
const categories = ['foundations', 'civic-life', 'people'];

describe('AdminFilters', () => {
  it('product §2: search, category and tag filters with their labels and placeholders', () => {
    render(<AdminFilters values={empty} categories={categories} onChange={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search by title or description...');
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveAttribute('placeholder', 'Filter by tag...');
    const select = screen.getByRole('combobox', { name: 'Category' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All Categories', ...categories]);
    expect(options[0]).toHaveValue('all');
    expect(select).toHaveValue('all');
  });

  it('product §2: each change calls onChange with the whole new value', async () => {
    const onChange = vi.fn();
    const values = { q: 'bill', category: 'all', tag: 'voting' };
    render(<AdminFilters values={values} categories={categories} onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 's');
    expect(onChange).toHaveBeenLastCalledWith({ q: 'bills', category: 'all', tag: 'voting' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'people');
    expect(onChange).toHaveBeenLastCalledWith({ q: 'bill', category: 'people', tag: 'voting' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tag' }), { target: { value: 'census' } });
    expect(onChange).toHaveBeenLastCalledWith({ q: 'bill', category: 'all', tag: 'census' });
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('keeps the selected category as an option when the current page no longer lists it', () => {
    render(<AdminFilters values={{ ...empty, category: 'media' }} categories={categories} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('media');
  });

  it('swallows a submit (Enter in a field), since filters apply as they change', () => {
    render(<AdminFilters values={empty} categories={categories} onChange={vi.fn()} />);
    const form = screen.getByRole('search', { name: 'Filter articles' });
    // fireEvent returns false when the handler prevented the default (a page reload).
    expect(fireEvent.submit(form)).toBe(false);
  });

  it('shows the values it is given', () => {
    render(<Filled />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('constitution');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('foundations');
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveValue('civil rights');
  });
});
