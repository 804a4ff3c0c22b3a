import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../src/components/EmptyState';
import { Button } from '../src/components/Button';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { message: 'No articles found in this category yet.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, foundations: the empty text. */
export const Foundations: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No articles found in this category yet.')).toBeInTheDocument();
  },
};

/** Product §2, admin articles: the empty text when filters match nothing. */
export const AdminFilters: Story = { args: { message: 'No articles found matching your filters.' } };

/** Product §2, landmark states: the placeholder for archives to come. */
export const ComingSoon: Story = { args: { message: 'More state archives coming soon...' } };

/** With a next step. */
export const WithAction: Story = {
  args: {
    children: (
      <Button href="/search" variant="secondary">
        Search the archive
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Search the archive' })).toHaveAttribute('href', '/search');
  },
};
