import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SourceList } from '../src/components/SourceList';

const meta = {
  title: 'Editorial patterns/SourceList',
  component: SourceList,
  args: {
    sources: [
      {
        id: 'bill-of-rights-transcript',
        title: 'The Bill of Rights: A Transcription',
        publisher: 'National Archives',
        url: 'https://www.archives.gov/founding-docs/bill-of-rights-transcript',
        date: '1791-12-15',
        type: 'primary',
      },
      {
        id: 'monroe-message',
        title: 'Monroe Doctrine (1823)',
        publisher: 'National Archives, Milestone Documents',
        url: 'https://www.archives.gov/milestone-documents/monroe-doctrine',
        date: '1823',
        type: 'primary',
      },
      {
        id: 'crs-annotated',
        title: 'Constitution Annotated: Analysis and Interpretation of the U.S. Constitution',
        publisher: 'Congressional Research Service',
        url: 'https://constitution.congress.gov/',
        date: '2024-06-30',
        type: 'secondary',
      },
    ],
  },
} satisfies Meta<typeof SourceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §3: primary sources show a Primary badge, secondary ones none; ISO dates in US long form, a bare year as is. */
export const PrimaryAndSecondary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]).getByText('Primary')).toBeInTheDocument();
    await expect(within(items[0]).getByText('December 15, 1791')).toHaveAttribute('datetime', '1791-12-15');
    await expect(within(items[1]).getByText('1823')).toBeInTheDocument();
    await expect(within(items[2]).queryByText('Primary')).not.toBeInTheDocument();
  },
};

/** Source links open in a new tab and say so to screen readers. */
export const ExternalLinks: Story = {
  args: { sources: [meta.args.sources[0]] },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /The Bill of Rights: A Transcription.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Long titles and publishers wrap under their number. */
export const LongEntries: Story = {
  args: {
    title: 'Sources and Further Reading',
    sources: [
      {
        id: 'annals',
        title:
          'Annals of Congress, House of Representatives, 1st Congress, 1st Session: Debate on Amendments to the Constitution, June 8 to August 24, 1789',
        publisher: 'Gales and Seaton, reprinted by the Library of Congress, A Century of Lawmaking for a New Nation',
        url: 'https://memory.loc.gov/ammem/amlaw/lwac.html',
        date: '1834',
        type: 'primary',
      },
      {
        id: 'levy',
        title: 'Origins of the Bill of Rights',
        publisher: 'Yale University Press',
        url: 'https://yalebooks.yale.edu/',
        date: '1999-01-01',
        type: 'secondary',
      },
    ],
  },
};

/** docs/product.md §5, notes tied to sources: entries carry the ids notes link to (source-1, source-2...), and a source cited in the text links back to its first note. */
export const WithNoteAnchors: Story = {
  args: { noteAnchors: true, backHref: (source: number) => (source === 2 ? null : `#note-${source}`) },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('id', 'source-1');
    await expect(within(items[0]).getByRole('link', { name: 'Back to text: source 1' })).toHaveAttribute('href', '#note-1');
    await expect(within(items[1]).queryByRole('link', { name: /Back to text/ })).not.toBeInTheDocument();
  },
};

/** With no sources the section is left out (the component renders nothing). */
export const Empty: Story = {
  args: { sources: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Sources' })).not.toBeInTheDocument();
  },
};
