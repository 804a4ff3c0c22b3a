import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichBody } from '../src/components/RichBody';

const meta = {
  title: 'Editorial patterns/RichBody',
  component: RichBody,
  args: {
    body: {
      sections: [
        { type: 'heading', level: 2, content: 'A Promise Made at Ratification' },
        {
          type: 'paragraph',
          content:
            'Several states ratified the Constitution only on the understanding that amendments protecting individual liberties would follow. James Madison, once sceptical, took up the task in the First Congress.',
        },
        { type: 'heading', level: 3, content: 'Madison’s Nineteen Proposals' },
        {
          type: 'paragraph',
          content:
            'In June 1789 Madison introduced nineteen amendments. The House approved seventeen, the Senate reduced them to twelve, and the states ratified ten by December 15, 1791.',
        },
        { type: 'heading', level: 4, content: 'The Two That Failed' },
        {
          type: 'paragraph',
          content:
            'One proposal on the size of the House never took effect; another, on congressional pay, was finally ratified in 1992 as the Twenty-seventh Amendment.',
        },
      ],
    },
  },
} satisfies Meta<typeof RichBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md §5, notes tied to sources: a paragraph's notes sit where its data says, as numbered links to the source list; the first note for a source has the id the list links back to. */
export const WithNotes: Story = {
  args: {
    body: {
      sections: [
        { type: 'heading', level: 2, content: 'What Monroe Said' },
        {
          type: 'paragraph',
          content:
            'Monroe told Congress on December 2, 1823, that the American continents were "henceforth not to be considered as subjects for future colonization by any European powers." Historians still debate whose idea that was.',
          notes: [
            { at: 169, source: 1 },
            { at: 214, source: 2 },
            { at: 214, source: 3 },
          ],
        },
        {
          type: 'paragraph',
          content: 'Europe paid the message little attention at the time.',
          notes: [{ at: 53, source: 2 }],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getAllByRole('link', { name: /^Source \d$/ });
    await expect(notes.map((note) => note.textContent)).toEqual(['1', '2', '3', '2']);
    await expect(notes[0]).toHaveAttribute('href', '#source-1');
    await expect(notes[1]).toHaveAttribute('id', 'note-2');
    await expect(notes[3]).not.toHaveAttribute('id');
  },
};

/** Product §3: headings at levels 2, 3 and 4, and paragraphs, each with a linkable id. */
export const AllLevels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'A Promise Made at Ratification' })).toHaveAttribute(
      'id',
      'a-promise-made-at-ratification',
    );
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveAttribute('id', 'madisons-nineteen-proposals');
    await expect(canvas.getByRole('heading', { level: 4 })).toBeInTheDocument();
  },
};

/** Product §5: heading level clamped to 2..4 (1 becomes 2, 9 becomes 4; a missing level is 2). */
export const ClampedLevels: Story = {
  args: {
    body: {
      sections: [
        { type: 'heading', level: 1, content: 'Level 1 is shown at level 2' },
        { type: 'paragraph', content: 'The page already has its one level-1 heading: the article’s title.' },
        { type: 'heading', level: 9, content: 'Level 9 is shown at level 4' },
        { type: 'paragraph', content: 'Deeper levels would skip steps in the outline.' },
        { type: 'heading', content: 'A missing level is shown at level 2' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Level 1 is shown at level 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Level 9 is shown at level 4' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'A missing level is shown at level 2' })).toBeInTheDocument();
  },
};

/** Product §3: section types other than heading and paragraph are ignored. */
export const UnknownTypesIgnored: Story = {
  args: {
    body: {
      sections: [
        { type: 'paragraph', content: 'The First Amendment protects five freedoms: religion, speech, press, assembly and petition.' },
        { type: 'image', content: 'first-amendment.jpg' },
        { type: 'embed', content: '<iframe src="https://example.org"></iframe>' },
        { type: 'paragraph', content: 'The Second and Third Amendments grew out of colonial grievances against standing armies.' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/five freedoms/);
    await expect(canvas.queryByText(/iframe/)).not.toBeInTheDocument();
    await expect(canvas.queryByText('first-amendment.jpg')).not.toBeInTheDocument();
  },
};

/** Repeated headings get -2, -3 ids, so every heading can be linked. */
export const RepeatedHeadings: Story = {
  args: {
    body: {
      sections: [
        { type: 'heading', level: 2, content: 'Background' },
        { type: 'paragraph', content: 'The Articles of Confederation left the national government too weak to tax or to raise an army.' },
        { type: 'heading', level: 2, content: 'Background' },
        { type: 'paragraph', content: 'The Philadelphia Convention met in the summer of 1787.' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const headings = await within(canvasElement).findAllByRole('heading', { name: 'Background' });
    await expect(headings.map((heading) => heading.id)).toEqual(['background', 'background-2']);
  },
};

/** Product §3: no sections gives "No content available.". */
export const Empty: Story = {
  args: { body: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No content available.')).toBeInTheDocument();
  },
};

/** Sections that cannot be rendered (unknown types, no text) count as no content. */
export const NothingRenderable: Story = {
  args: { body: { sections: [{ type: 'video', content: 'https://example.org/lecture' }, { type: 'paragraph', content: '   ' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No content available.')).toBeInTheDocument();
  },
};
