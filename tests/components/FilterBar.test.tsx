import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from '../../src/components/FilterBar';
import * as stories from '../../stories/FilterBar.stories';

const { Foundations, Choosing } = composeStories(stories);

const options = [
  { value: 'all', label: 'All' },
  { value: 'documents', label: 'Documents' },
  { value: 'concepts', label: 'Concepts' },
  { value: 'amendments', label: 'Amendments' },
];

describe('FilterBar', () => {
  it('Product §2, foundations: filter buttons All, Documents, Concepts, Amendments in a group named by its label', () => {
    render(<Foundations />);
    const group = screen.getByRole('group', { name: 'Filter articles' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Documents', 'Concepts', 'Amendments']);
  });

  it.each(options.map((option) => option.value))('exactly one button is pressed: the one for value "%s"', (value) => {
    render(<FilterBar label="Filter articles" options={options} value={value} onChange={vi.fn()} />);
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed).toHaveLength(1);
    expect(pressed[0]).toHaveTextContent(options.find((option) => option.value === value)?.label ?? '');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(3);
  });

  it('pressing a filter calls onChange with its value', async () => {
    const onChange = vi.fn();
    render(<FilterBar label="Filter articles" options={options} value="all" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Amendments' }));
    expect(onChange).toHaveBeenCalledWith('amendments');
  });

  it('with the caller holding the value, the pressed button follows the choice', async () => {
    render(<Choosing />);
    await userEvent.click(screen.getByRole('button', { name: 'Documents' }));
    expect(screen.getByRole('button', { name: 'Documents' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });
});
