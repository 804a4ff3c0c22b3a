import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '../src/components/Select';

const branches = [
  { value: '', label: 'Choose a branch' },
  { value: 'legislative', label: 'Legislative' },
  { value: 'executive', label: 'Executive' },
  { value: 'judicial', label: 'Judicial' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Branch of government', name: 'branch', options: branches },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Branch of government' });
    await userEvent.selectOptions(select, 'judicial');
    await expect(select).toHaveValue('judicial');
  },
};
export const WithHint: Story = { args: { hint: 'Articles I, II and III of the Constitution set them up.' } };
export const WithError: Story = { args: { error: 'Choose a branch of government' } };
export const Disabled: Story = { args: { disabled: true } };
