import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '../src/components/Pagination';
import { sprinkles } from '../tokens/sprinkles.css';
import { layoutLevel } from '../.storybook/modes';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: { ...layoutLevel },
  decorators: [
    (Story) => (
      <div className={sprinkles({ paddingX: '4' })}>
        <Story />
      </div>
    ),
  ],
  args: { page: 1, perPage: 20, total: 57, shown: 20, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2: on page 1, Previous is disabled and Next goes to page 2. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('Showing 20 of 57 articles (Page 1 of 3)');
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Both directions work between the ends. */
export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Showing 20 of 57 articles (Page 2 of 3)');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** Product §2: on the last page, Next is disabled. */
export const LastPage: Story = {
  args: { page: 3, shown: 17 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Showing 17 of 57 articles (Page 3 of 3)');
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** One page: both buttons are disabled. */
export const SinglePage: Story = {
  args: { total: 7, shown: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Showing 7 of 7 articles (Page 1 of 1)');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** No rows still reads "Page 1 of 1", never "Page 1 of 0". */
export const Empty: Story = {
  args: { total: 0, shown: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Showing 0 of 0 articles (Page 1 of 1)');
  },
};

/**
 * Product §2, pillar pages and All articles: with `hrefForPage`, Previous and
 * Next are links to the page's own address, so paging works without
 * JavaScript; on page 1 there is no Previous link.
 */
export const AsLinks: Story = {
  args: { page: 1, total: 57, shown: 20, hrefForPage: (page: number) => `?page=${page}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('Showing 20 of 57 articles (Page 1 of 3)');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=2');
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Links on the last page: Previous only. */
export const AsLinksLastPage: Story = {
  args: { page: 3, total: 57, shown: 17, hrefForPage: (page: number) => `?page=${page}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Showing 17 of 57 articles (Page 3 of 3)');
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=2');
    await expect(canvas.queryByRole('link', { name: 'Next' })).toBeNull();
  },
};
