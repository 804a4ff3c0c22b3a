import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radios } from '../src/components/Radios';

const meta = {
  title: 'Forms/Radios',
  component: Radios,
  args: {
    legend: 'How often do you want the newsletter?',
    name: 'frequency',
    items: [
      { value: 'weekly', label: 'Every week' },
      { value: 'monthly', label: 'Every month', hint: 'The month’s new articles and corrections' },
      { value: 'never', label: 'Never' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Radios>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the group once; the arrow keys move between its choices. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'How often do you want the newsletter?' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Every week' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: /Every month/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
  },
};
export const Chosen: Story = { args: { defaultValue: 'monthly' } };
export const WithHint: Story = { args: { hint: 'You can change this at any time.' } };
export const WithError: Story = { args: { error: 'Choose how often you want the newsletter', idPrefix: 'frequency' } };
