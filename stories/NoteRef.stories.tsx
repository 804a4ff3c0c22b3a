import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoteRef } from '../src/components/NoteRef';

const meta = {
  title: 'Editorial patterns/NoteRef',
  component: NoteRef,
  args: { number: 3 },
  decorators: [
    (Story) => (
      <p style={{ maxWidth: '32rem' }}>
        Monroe told Congress that European interference would be seen as &ldquo;dangerous to our peace and safety.&rdquo;
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof NoteRef>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md §5, notes tied to sources: a numbered superscript that links to its source, named "Source 3". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Source 3' });
    await expect(link).toHaveAttribute('href', '#source-3');
    await expect(link).toHaveTextContent('3');
  },
};

/** The first note citing a source carries an id, so the source list can link back to it. */
export const WithBackTarget: Story = {
  args: { number: 1, id: 'note-1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Source 1' })).toHaveAttribute('id', 'note-1');
  },
};

/** A note can lead elsewhere, for example to a source list with other ids. */
export const CustomTarget: Story = {
  args: { number: 12, href: '#ref-12', label: 'Source 12, Library of Congress' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Source 12, Library of Congress' })).toHaveAttribute('href', '#ref-12');
  },
};
