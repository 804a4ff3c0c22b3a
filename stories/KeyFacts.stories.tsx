import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeyFacts } from '../src/components/KeyFacts';

const meta = {
  title: 'Editorial patterns/KeyFacts',
  component: KeyFacts,
  args: {
    facts: ['The Bill of Rights was ratified on December 15, 1791.', 'Congress proposed 12 amendments; the states ratified 10.'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeyFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §3: the key facts box is titled Key Facts by default and lists its facts (product §9: ratified December 15, 1791; 12 proposed, 10 ratified). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('complementary', { name: 'Key Facts' });
    await expect(within(box).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The feature sample calls it Quick Facts. */
export const CustomTitle: Story = {
  args: {
    title: 'Quick Facts',
    facts: [
      'Drafted by James Madison and introduced in the House on June 8, 1789.',
      'Virginia’s ratification on December 15, 1791 completed the required three-fourths of the states.',
      'The original parchment is on display at the National Archives in Washington, D.C.',
      'The Ninth Amendment says the listing of some rights does not deny others retained by the people.',
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Quick Facts' })).toBeInTheDocument();
  },
};

/** docs/product.md §5: every key fact ends with a note naming its source; each note links to the source list. */
export const WithNotes: Story = {
  args: {
    facts: ['The Bill of Rights was ratified on December 15, 1791.', 'Congress proposed 12 amendments; the states ratified 10.'],
    notes: [[1], [1, 2]],
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('complementary', { name: 'Key Facts' });
    const [first, second] = within(box).getAllByRole('listitem');
    await expect(within(first).getByRole('link', { name: 'Source 1' })).toHaveAttribute('href', '#source-1');
    await expect(within(second).getAllByRole('link').map((link) => link.textContent)).toEqual(['1', '2']);
  },
};

/** Without facts the box is left out rather than shown empty. */
export const NoFacts: Story = {
  args: { facts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
  },
};
