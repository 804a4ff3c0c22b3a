import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuoteBlock } from '../src/components/QuoteBlock';

const meta = {
  title: 'Editorial patterns/QuoteBlock',
  component: QuoteBlock,
  args: {
    quote:
      'A bill of rights is what the people are entitled to against every government on earth, general or particular, and what no just government should refuse, or rest on inference.',
    attribution: 'Thomas Jefferson, letter to James Madison, December 20, 1787',
    cite: 'https://founders.archives.gov/documents/Jefferson/01-12-02-0454',
  },
} satisfies Meta<typeof QuoteBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, feature sample: a quote, attributed in the caption, its source kept in cite. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const figure = await canvas.findByRole('figure');
    await expect(within(figure).getByRole('blockquote')).toHaveAttribute('cite', args.cite);
    await expect(within(figure).getByText(String(args.attribution))).toBeInTheDocument();
  },
};

/** Without a source URL the blockquote has no cite attribute. */
export const WithoutCite: Story = {
  args: {
    quote: 'Congress shall make no law respecting an establishment of religion, or prohibiting the free exercise thereof.',
    attribution: 'First Amendment to the United States Constitution',
    cite: undefined,
  },
  play: async ({ canvasElement }) => {
    const quote = await within(canvasElement).findByRole('blockquote');
    await expect(quote).not.toHaveAttribute('cite');
  },
};

/** A short quote. */
export const Short: Story = {
  args: {
    quote: 'The American continents … are henceforth not to be considered as subjects for future colonization by any European powers.',
    attribution: 'James Monroe, annual message to Congress, 1823',
    cite: undefined,
  },
};
