import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Textarea } from '../src/components/Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'What needs correcting?', name: 'correction', hint: 'Quote the sentence and tell us your source.' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'What needs correcting?' })).toHaveAccessibleDescription('Quote the sentence and tell us your source.');
  },
};
export const WithError: Story = { args: { error: 'Tell us what needs correcting' } };
export const Optional: Story = { args: { label: 'Anything else?', hint: undefined, optional: true, rows: 3 } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'The Bill of Rights was ratified in 1791, not 1789.' } };
