import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Fieldset } from '../src/components/Fieldset';
import { TextField } from '../src/components/TextField';

const meta = {
  title: 'Forms/Fieldset',
  component: Fieldset,
  args: {
    legend: 'When was it signed?',
    hint: 'For example, 17 9 1787',
    children: [
      <TextField key="day" label="Day" name="day" inputMode="numeric" style={{ maxWidth: '6rem' }} />,
      <TextField key="month" label="Month" name="month" inputMode="numeric" style={{ maxWidth: '6rem' }} />,
      <TextField key="year" label="Year" name="year" inputMode="numeric" style={{ maxWidth: '8rem' }} />,
    ],
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend names the group: each field is read as "When was it signed?, Day". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'When was it signed?' });
    await expect(group).toHaveAccessibleDescription('For example, 17 9 1787');
    await expect(within(group).getAllByRole('textbox')).toHaveLength(3);
  },
};
export const WithError: Story = { args: { error: 'The date must include a year' } };
export const Optional: Story = { args: { optional: true, hint: undefined } };
