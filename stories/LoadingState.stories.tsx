import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from '../src/components/LoadingState';

const meta = {
  title: 'Components/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, admin: "Loading..." is the default, in a status region. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Product §2, home and foundations: "Loading articles...". */
export const LoadingArticles: Story = { args: { message: 'Loading articles...' } };

/** Product §2, article: "Loading article...". */
export const LoadingArticle: Story = { args: { message: 'Loading article...' } };

/** Product §2, search: "Searching...". */
export const Searching: Story = { args: { message: 'Searching...' } };

/** Product §2, admin: "Verifying admin access...". */
export const VerifyingAdminAccess: Story = {
  args: { message: 'Verifying admin access...' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Verifying admin access...');
  },
};
