import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from '../src/components/Field';
import * as field from '../tokens/field.css';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Year of ratification',
    hint: 'For example, 1791',
    children: (control) => <input {...control} inputMode="numeric" className={field.control} />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A control of the app's own, tied to the label and the hint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Year of ratification' });
    await expect(input).toHaveAccessibleDescription('For example, 1791');
  },
};
export const WithError: Story = {
  args: { error: 'Enter a year in four digits, like 1791' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Year of ratification' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('For example, 1791 Error: Enter a year in four digits, like 1791');
  },
};
export const Optional: Story = { args: { optional: true, hint: undefined } };
