import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocumentExcerpt } from '../src/components/DocumentExcerpt';

const meta = {
  title: 'Editorial patterns/DocumentExcerpt',
  component: DocumentExcerpt,
  args: {
    title: 'Brown v. Board of Education of Topeka, opinion of the Court',
    date: '1954-05-17',
    text: [
      'To separate them from others of similar age and qualifications solely because of their race generates a feeling of inferiority as to their status in the community that may affect their hearts and minds in a way unlikely ever to be undone.',
      'We conclude that in the field of public education the doctrine of "separate but equal" has no place. Separate educational facilities are inherently unequal.',
    ].join('\n\n'),
    sourceHref: 'https://www.archives.gov/milestone-documents/brown-v-board-of-education',
    sourceLabel: 'National Archives',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '42rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentExcerpt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A passage of a primary source in a figure: the paragraphs quoted, the caption naming the document, its date and where to read it all. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'From the document' });
    const figure = within(section).getByRole('figure');
    const quote = within(figure).getByRole('blockquote');
    await expect(quote).toHaveAttribute('cite', args.sourceHref);
    await expect(within(quote).getAllByRole('paragraph')).toHaveLength(2);
    await expect(within(figure).getByText('May 17, 1954')).toHaveAttribute('datetime', '1954-05-17');
    await expect(within(figure).getByRole('link', { name: 'Read the full text: National Archives' })).toHaveAttribute('href', args.sourceHref);
  },
};

/** A document known only to the year, in one paragraph, under a heading of the page's own at level 3. */
export const YearAndOneParagraph: Story = {
  args: {
    heading: 'In their own words',
    headingLevel: 3,
    title: 'Plessy v. Ferguson, dissent of Justice John Marshall Harlan',
    date: '1896',
    text: 'Our Constitution is color-blind, and neither knows nor tolerates classes among citizens.',
    sourceHref: 'https://supreme.justia.com/cases/federal/us/163/537/',
    sourceLabel: 'Justia U.S. Supreme Court Center',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'In their own words' })).toBeInTheDocument();
    await expect(canvas.getByText('1896')).toHaveAttribute('datetime', '1896');
  },
};

/** Without a date the caption gives the title alone before the link. */
export const WithoutDate: Story = {
  args: { date: undefined },
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure');
    await expect(figure.querySelector('time')).toBeNull();
  },
};

/** With no text to quote the section is left out. */
export const Empty: Story = {
  args: { text: '  \n\n  ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
