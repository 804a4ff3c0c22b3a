import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from '../src/components/SearchBox';

const meta = {
  title: 'Forms/SearchBox',
  component: SearchBox,
  args: { value: '', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, search: an empty box in a search landmark, labelled "Search the archive", with the product's placeholder. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('search', { name: 'Search the archive' });
    const input = within(form).getByRole('searchbox', { name: 'Search the archive' });
    await expect(input).toHaveAttribute('placeholder', 'Search for topics, people, or events...');
    await expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  },
};

/** With a term typed. */
export const WithTerm: Story = { args: { value: 'Bill of Rights' } };

/** The label hidden visually (the page's heading already says "Search"); the input keeps its name. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('searchbox', { name: 'Search the archive' })).toBeInTheDocument();
  },
};

/** Typing calls onChange with the text; Enter and the Search button both call onSubmit with it. */
export const TypeAndSubmit: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchBox
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('searchbox', { name: 'Search the archive' });
    await userEvent.type(input, 'Civil War');
    await expect(args.onChange).toHaveBeenLastCalledWith('Civil War');
    await expect(input).toHaveValue('Civil War');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Civil War');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};
