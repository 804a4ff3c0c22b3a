import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContrastBadge } from '../src/components/ContrastBadge';

const meta = {
  title: 'Foundations/ContrastBadge',
  component: ContrastBadge,
  args: { ratio: 12.36 },
} satisfies Meta<typeof ContrastBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §4: a ratio of 7 or more is AAA. */
export const AAA: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('AAA')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('12.36:1')).toBeInTheDocument();
  },
};
/** Exactly 7 is AAA. */
export const AAAThreshold: Story = { args: { ratio: 7 } };
/** Product §4: 4.5 up to 7 is AA. */
export const AA: Story = { args: { ratio: 5.09 } };
/** Exactly 4.5 is AA. */
export const AAThreshold: Story = {
  args: { ratio: 4.5 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('AA')).toBeInTheDocument();
  },
};
/** Product §4: below 4.5 is Fail, and 4.499 shows as 4.49, never rounded up. */
export const Fail: Story = {
  args: { ratio: 4.499, context: 'brass on parchment' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Fail')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('4.49:1')).toBeInTheDocument();
  },
};
