import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminFilters, type AdminFilterValues } from '../src/components/AdminFilters';
import { sprinkles } from '../tokens/sprinkles.css';
import { layoutLevel } from '../.storybook/modes';

const meta = {
  title: 'Admin/AdminFilters',
  component: AdminFilters,
  parameters: { ...layoutLevel },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: '4' })}>
        <Story />
      </div>
    ),
  ],
  args: {
    values: { q: '', category: 'all', tag: '' },
    categories: ['foundations', 'civic-life', 'people', 'landmarks', 'media'],
    onChange: fn(),
  },
  // Holds the values as the admin page would, so typing shows up; every change still reaches args.onChange.
  render: function ControlledFilters(args) {
    const [values, setValues] = useState<AdminFilterValues>(args.values);
    return (
      <AdminFilters
        {...args}
        values={values}
        onChange={(next) => {
          setValues(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AdminFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2: search, category ("All Categories" plus slugs) and tag; each change reports the whole new value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search by title or description...');
    await userEvent.type(search, 'monroe');
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: 'monroe', category: 'all', tag: '' });

    const category = canvas.getByRole('combobox', { name: 'Category' });
    await expect(category).toHaveValue('all');
    await userEvent.selectOptions(category, 'civic-life');
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: 'monroe', category: 'civic-life', tag: '' });

    const tag = canvas.getByRole('textbox', { name: 'Tag' });
    await expect(tag).toHaveAttribute('placeholder', 'Filter by tag...');
    await userEvent.type(tag, 'voting');
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: 'monroe', category: 'civic-life', tag: 'voting' });

    // Reset for the screenshot, so Default shows the empty filters.
    await userEvent.clear(tag);
    await userEvent.selectOptions(category, 'all');
    await userEvent.clear(search);
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: '', category: 'all', tag: '' });
    await userEvent.click(canvasElement);
  },
};

/** Every filter set. */
export const Filled: Story = {
  args: { values: { q: 'constitution', category: 'foundations', tag: 'civil rights' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Search' })).toHaveValue('constitution');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('foundations');
    await expect(canvas.getByRole('textbox', { name: 'Tag' })).toHaveValue('civil rights');
  },
};
