import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../src/components/TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email address', name: 'email', type: 'email', autoComplete: 'email', spellCheck: false },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'reader@example.org');
    await expect(input).toHaveValue('reader@example.org');
  },
};
export const WithHint: Story = { args: { hint: 'We send the sign-in link here. It works once, for 1 hour.' } };
/** After a failed submit: the message says how to fix it, and the field is marked invalid. */
export const WithError: Story = {
  args: { hint: 'We send the sign-in link here.', error: 'Enter an email address in the correct format, like name@example.com', defaultValue: 'reader@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Error: Enter an email address/);
  },
};
export const Optional: Story = { args: { label: 'Organisation', name: 'organisation', type: 'text', autoComplete: 'organization', optional: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'editor@parchment.example' } };
/** The label read by screen readers only, where a visible heading already says it. */
export const HiddenLabel: Story = { args: { hideLabel: true, placeholder: 'name@example.com' } };
