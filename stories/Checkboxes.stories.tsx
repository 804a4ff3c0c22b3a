import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkboxes } from '../src/components/Checkboxes';

const items = [
  { value: 'history', label: 'Foundations', hint: 'The founding documents and the early republic' },
  { value: 'civics', label: 'Civic Life' },
  { value: 'landmarks', label: 'Landmarks' },
  { value: 'media', label: 'Media', disabled: true },
];

const meta = {
  title: 'Forms/Checkboxes',
  component: Checkboxes,
  args: { legend: 'Which sections do you read?', hint: 'Select all that apply.', name: 'sections', items, onChange: fn() },
} satisfies Meta<typeof Checkboxes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Which sections do you read?' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Landmarks' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: /Foundations/ }));
    // Reported in the items' order, not the order they were checked in.
    await expect(args.onChange).toHaveBeenLastCalledWith(['history', 'landmarks']);
    await expect(within(group).getByRole('checkbox', { name: /Foundations/ })).toHaveAccessibleDescription('The founding documents and the early republic');
  },
};
export const Checked: Story = { args: { defaultValue: ['civics', 'landmarks'] } };
export const WithError: Story = { args: { error: 'Select at least one section', idPrefix: 'sections' } };
export const Optional: Story = { args: { optional: true, hint: undefined } };
