import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../src/components/Button';
import { ErrorState } from '../src/components/ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { message: 'Error loading articles: HTTP 500: Internal Server Error', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §8: "Error loading articles: {message}" with Retry (home, foundations); Retry calls onRetry. */
export const LoadingArticlesFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error loading articles: HTTP 500: Internal Server Error');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Product §8: "Error loading article: {message}" with Retry. */
export const LoadingArticleFailed: Story = {
  args: { message: 'Error loading article: Request timeout' },
};

/** Product §8: the admin list's error box, "Error loading articles" with the message and Retry. */
export const AdminListFailed: Story = {
  args: { title: 'Error loading articles', message: 'HTTP 503: Service Unavailable' },
};

/** Product §8: a failed admin check, with Retry and Switch Account. */
export const AdminCheckFailed: Story = {
  args: {
    message: 'Failed to check admin status',
    actions: (
      <Button variant="secondary" onClick={fn()}>
        Switch Account
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Switch Account' })).toBeInTheDocument();
  },
};

/** On a page that runs no script: Retry is a link to the page itself, which loads it afresh. */
export const RetryAsLink: Story = {
  args: { message: 'Error loading article: HTTP 500: Internal Server Error', onRetry: undefined, retryHref: '/articles/monroe-doctrine' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/articles/monroe-doctrine');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Without onRetry there is no Retry button. */
export const WithoutRetry: Story = {
  args: { message: 'Unknown error', onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unknown error');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A long server message wraps, even a long unbroken token. */
export const LongMessage: Story = {
  args: {
    message:
      'Error loading articles: HTTP 502: upstream connect error or disconnect/reset before headers. reset reason: connection termination; request id 7f3c2a9e-51b4-4d0e-9a8f-3b2c1d0e9f8a/articles?category=foundations&page=1&per_page=12',
  },
};
