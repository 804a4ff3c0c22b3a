import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Byline } from '../src/components/Byline';

const meta = {
  title: 'Editorial patterns/Byline',
  component: Byline,
  args: {
    authorName: 'Eleanor Whitfield',
    authorBioUrl: '/about#eleanor-whitfield',
    publishedDate: '2024-09-17',
    readTime: 8,
    shareUrl: 'https://parchment.example/articles/bill-of-rights',
    shareTitle: 'The Bill of Rights: Ten Amendments That Define American Liberty',
  },
} satisfies Meta<typeof Byline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, article: author linked to the bio, published date in US long form, read time and a share button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Eleanor Whitfield' })).toHaveAttribute('href', '/about#eleanor-whitfield');
    await expect(canvas.getByText('September 17, 2024')).toHaveAttribute('datetime', '2024-09-17');
    await expect(canvas.getByText('8 min read')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  },
};

/** An updated date is shown after the published one. */
export const Updated: Story = {
  args: { publishedDate: '2024-09-17T14:00:00Z', updatedDate: '2025-02-03T09:30:00Z' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('February 3, 2025')).toHaveAttribute('datetime', '2025-02-03');
  },
};

/** Product §2, article: an optional "Reviewed by", linked when a bio URL is given. */
export const Reviewed: Story = {
  args: {
    updatedDate: '2025-02-03',
    reviewerName: 'Dr. Marcus Hale',
    reviewerBioUrl: '/about#marcus-hale',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Dr. Marcus Hale' })).toHaveAttribute('href', '/about#marcus-hale');
    await expect(canvas.getByText(/Reviewed by/)).toBeInTheDocument();
  },
};

/** An editor's latest check against the sources, "Last reviewed", follows the dates on the same line. */
export const LastReviewed: Story = {
  args: {
    updatedDate: '2025-02-03',
    reviewedDate: '2026-11-25',
    reviewerName: 'Dr. Marcus Hale',
    reviewerBioUrl: '/about#marcus-hale',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Last reviewed/)).toHaveTextContent('Last reviewed November 25, 2026');
    await expect(canvas.getByText('November 25, 2026')).toHaveAttribute('datetime', '2026-11-25');
  },
};

/** Without bio URLs the names are plain text. */
export const Unlinked: Story = {
  args: { authorBioUrl: undefined, reviewerName: 'Dr. Marcus Hale' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Eleanor Whitfield/);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Long names wrap and the share button moves below on a narrow column. */
export const LongNames: Story = {
  args: {
    authorName: 'Margaret Elizabeth Van Rensselaer-Livingston',
    reviewerName: 'Professor Jonathan Theodore Whitcomb-Adams III',
    reviewerBioUrl: '/about#jonathan-whitcomb-adams',
    readTime: 23,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};
