import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchSummary } from '../src/components/SearchSummary';

const meta = {
  title: 'Components/SearchSummary',
  component: SearchSummary,
  args: { state: 'idle', term: '', count: 0 },
} satisfies Meta<typeof SearchSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, search: before a term is typed. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Enter a search term to find articles');
  },
};

/** Product §2, search: "Searching..." in the polite status region. */
export const Searching: Story = {
  args: { state: 'searching', term: 'Constitution' },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Searching...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** Product §2, search: "Found N results". */
export const Results: Story = {
  args: { state: 'results', term: 'Constitution', count: 12 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Found 12 results');
  },
};

/** One result reads "Found 1 result"; every other count keeps the product's "Found N results". */
export const OneResult: Story = {
  args: { state: 'results', term: 'Homestead Act', count: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Found 1 result');
  },
};

/** Product §2, search: 'No results found for "{term}"'. */
export const NoResults: Story = {
  args: { state: 'empty', term: 'Atlantis' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No results found for "Atlantis"');
  },
};

/** Product §8: "Error: {message}" on search, with Retry calling onRetry. */
export const Failed: Story = {
  args: { state: 'error', term: 'Constitution', error: 'Request timeout', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Error: Request timeout');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
