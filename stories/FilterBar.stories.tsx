import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterBar } from '../src/components/FilterBar';

const foundations = [
  { value: 'all', label: 'All' },
  { value: 'documents', label: 'Documents' },
  { value: 'concepts', label: 'Concepts' },
  { value: 'amendments', label: 'Amendments' },
];

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  args: { label: 'Filter articles', options: foundations, value: 'all', onChange: fn() },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, foundations: All, Documents, Concepts, Amendments in a named group; All pressed, the others not. */
export const Foundations: Story = {
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Filter articles' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['All', 'Documents', 'Concepts', 'Amendments']);
    await expect(within(group).getAllByRole('button', { pressed: true })).toHaveLength(1);
    await expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Another filter selected. */
export const DocumentsSelected: Story = { args: { value: 'documents' } };

/** Product §2, civic life: All, Elections, Legislation, Rights. */
export const CivicLife: Story = {
  args: {
    options: [
      { value: 'all', label: 'All' },
      { value: 'elections', label: 'Elections' },
      { value: 'legislation', label: 'Legislation' },
      { value: 'rights', label: 'Rights' },
    ],
  },
};

/** Product §2, landmarks: All, Monuments, Historic Sites, Battlefields; wraps on narrow screens. */
export const Landmarks: Story = {
  args: {
    options: [
      { value: 'all', label: 'All' },
      { value: 'monuments', label: 'Monuments' },
      { value: 'historic-sites', label: 'Historic Sites' },
      { value: 'battlefields', label: 'Battlefields' },
    ],
    value: 'historic-sites',
  },
};

/** Pressing a filter calls onChange with its value; with the caller holding the value, exactly that button becomes pressed. */
export const Choosing: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <FilterBar
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Filter articles' });
    const concepts = within(group).getByRole('button', { name: 'Concepts' });
    await userEvent.click(concepts);
    await expect(args.onChange).toHaveBeenCalledWith('concepts');
    await expect(concepts).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(group).getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};

/**
 * `hrefForOption`: each filter is a link to its own address, so filtering
 * works without JavaScript; the chosen one is the current page. With
 * `onChange` too, a plain click calls it instead of following the link.
 */
export const AsLinks: Story = {
  args: { value: 'documents', hrefForOption: '/foundations?topic={value}' },
  play: async ({ canvasElement, args }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Filter articles' });
    const links = within(group).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/foundations?topic=all',
      '/foundations?topic=documents',
      '/foundations?topic=concepts',
      '/foundations?topic=amendments',
    ]);
    await expect(within(group).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
    await expect(within(group).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(group).getByRole('link', { name: 'Concepts' }));
    await expect(args.onChange).toHaveBeenCalledWith('concepts');
  },
};
