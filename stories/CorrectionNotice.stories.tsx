import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CorrectionNotice } from '../src/components/CorrectionNotice';

const meta = {
  title: 'Editorial patterns/CorrectionNotice',
  component: CorrectionNotice,
  args: {
    corrections: [
      {
        date: '2026-11-25',
        text: 'An earlier version of this article said the Bill of Rights was ratified in 1789. Congress proposed it in 1789; the states ratified it on December 15, 1791.',
      },
    ],
    policyHref: '/about/corrections-policy',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CorrectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One correction: headed "Correction", dated in US long form, with the corrections policy linked. */
export const OneCorrection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('region', { name: 'Correction' });
    await expect(within(note).getByText('November 25, 2026')).toHaveAttribute('datetime', '2026-11-25');
    await expect(within(note).getByRole('link', { name: 'Read our corrections policy' })).toHaveAttribute('href', '/about/corrections-policy');
  },
};

/** Several corrections, given in any order: headed "Corrections" and listed newest first. */
export const SeveralCorrections: Story = {
  args: {
    corrections: [
      { date: '2025-03-04', text: 'A caption misnamed the Virginia delegate George Mason as James Madison.' },
      { date: '2026-11-25', text: 'The article gave 1789 as the year of ratification; it was 1791.' },
      { date: '2025-06-10', text: 'The list of amendments left out the Ninth Amendment.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('region', { name: 'Corrections' });
    const items = within(note).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(['November 25, 2026', 'June 10, 2025', 'March 4, 2025']);
  },
};

/** Without a policy address there is no link; the link's text can also be changed. */
export const WithoutPolicyLink: Story = {
  args: { policyHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Correction' });
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** An article with no corrections shows nothing at all. */
export const NoCorrections: Story = {
  args: { corrections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
