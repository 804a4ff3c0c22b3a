import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeroImage } from '../src/components/HeroImage';
import { sampleImage } from './fixtures/content';

const meta = {
  title: 'Editorial patterns/HeroImage',
  component: HeroImage,
  args: {
    src: sampleImage,
    alt: 'The National Archives’ Rotunda, where the Bill of Rights is on display',
    width: 1200,
    height: 675,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeroImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, article: the hero image with its caption from the alt text; loaded lazily unless it is the priority image. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: args.alt });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '675');
    await expect(within(canvas.getByRole('figure')).getByText(args.alt)).toBeInTheDocument();
  },
};

/** Product §9 (LCP under 2.5 s): the article's hero loads eagerly at high fetch priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Product §2, article: without an image its alt text is shown, in a box of the same aspect ratio (no layout shift). */
export const NoImage: Story = {
  args: { src: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(args.alt)).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A portrait image keeps its declared shape (the file is cropped to it, never the layout). */
export const Portrait: Story = {
  args: { width: 600, height: 800, alt: 'Portrait of James Madison, fourth President of the United States' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};
