import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../src/components/LinkButton';

const meta = {
  title: 'Primitives/LinkButton',
  component: LinkButton,
  args: { href: '/foundations', children: 'Start Here' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, home: the Start Here button goes to /foundations. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Start Here' });
    await expect(link).toHaveAttribute('href', '/foundations');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', href: '/landmarks/states', children: 'Browse by State' } };

/** External links open in a new tab and say so to screen readers. */
export const External: Story = {
  args: { href: 'https://www.youtube.com/', children: 'Watch on YouTube', external: true },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Watch on YouTube.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
