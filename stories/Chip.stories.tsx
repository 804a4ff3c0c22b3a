import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chip } from '../src/components/Chip';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { children: 'civil rights' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};

/** Product §2: tag chips link to /search?tag={tag}. */
export const TagLink: Story = {
  args: { href: '/search?tag=civil%20rights', 'aria-label': 'Tag: civil rights' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Tag: civil rights' });
    await expect(link).toHaveAttribute('href', '/search?tag=civil%20rights');
  },
};
