import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CorrectionsLog } from '../src/components/CorrectionsLog';

const meta = {
  title: 'Editorial patterns/CorrectionsLog',
  component: CorrectionsLog,
  args: {
    entries: [
      {
        date: '2025-03-04',
        text: 'A caption misnamed the Virginia delegate George Mason as James Madison.',
        articleTitle: 'The Bill of Rights: Ten Amendments That Define American Liberty',
        articleHref: '/articles/bill-of-rights',
      },
      {
        date: '2026-11-25',
        text: 'The article said President Monroe delivered the doctrine in person. He sent it to Congress in his annual message of December 2, 1823.',
        articleTitle: 'The Monroe Doctrine and the Making of American Foreign Policy',
        articleHref: '/articles/monroe-doctrine',
      },
      {
        date: '2025-03-04',
        text: 'The article gave the Homestead Act’s signing as 1863; President Lincoln signed it on May 20, 1862.',
        articleTitle: 'The Homestead Act',
        articleHref: '/articles/homestead-act',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CorrectionsLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; two corrections of the same day keep the order they were given in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('region', { name: 'Corrections log' });
    const titles = within(log).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'The Monroe Doctrine and the Making of American Foreign Policy',
      'The Bill of Rights: Ten Amendments That Define American Liberty',
      'The Homestead Act',
    ]);
    await expect(within(log).getByRole('link', { name: 'The Homestead Act' })).toHaveAttribute('href', '/articles/homestead-act');
    await expect(within(log).getByText('November 25, 2026')).toHaveAttribute('datetime', '2026-11-25');
  },
};

/** Before any correction is published, the log says so instead of showing an empty list. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No corrections have been published.')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The empty message, the title and the heading level can be changed to fit the page. */
export const CustomTexts: Story = {
  args: { entries: [], title: 'Corrections this year', emptyText: 'Nothing has been corrected this year.', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Corrections this year' })).toBeInTheDocument();
    await expect(canvas.getByText('Nothing has been corrected this year.')).toBeInTheDocument();
  },
};
