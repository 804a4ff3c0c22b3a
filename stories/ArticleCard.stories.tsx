import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ArticleCard } from '../src/components/ArticleCard';
import { billOfRights, billToLaw, monroeDoctrine, sampleImage } from './fixtures/content';

const meta = {
  title: 'Components/ArticleCard',
  component: ArticleCard,
  args: { ...billOfRights, variant: 'secondary' },
  // A card lives in a grid cell; show it at a cell's width.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, home: the featured card carries the badge Featured; its title is the page's largest heading. */
export const Featured: Story = {
  args: { ...monroeDoctrine, variant: 'featured', badge: 'Featured', priority: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Featured')).toBeInTheDocument();
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Product §3: a card has a kicker, a linked title, a dek and tags; only the title and the tags are links. */
export const Secondary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 3, name: billOfRights.title });
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', '/articles/bill-of-rights');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** The smaller card used in category rails. */
export const Rail: Story = { args: { ...billToLaw, variant: 'rail' } };

/** Compact cards have no image. */
export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: billOfRights.title });
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Product §3: an optional badge; anything but Featured uses the neutral tone. */
export const WithBadge: Story = { args: { badge: 'Explainer' } };

/** Without an image the same 16:9 box is kept, so nothing shifts (product §9: CLS under 0.1). */
export const NoImagePlaceholder: Story = { args: { imageSrc: undefined } };

/** Product §9: titles and deks clamp to two lines; the whole title is still the link's name. */
export const LongTitleClamped: Story = {
  args: {
    title:
      'The Bill of Rights, from the Virginia Declaration of Rights to the First Congress: How Madison Turned Anti-Federalist Fears into Ten Amendments',
    dek: 'James Madison first thought a bill of rights a “parchment barrier”. Pressed by Jefferson and by the ratifying conventions, he drafted nineteen amendments; Congress sent twelve to the states, and ten were ratified by December 15, 1791.',
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /How Madison Turned Anti-Federalist Fears into Ten Amendments$/ });
    await expect(link).toBeVisible();
  },
};

/** Product §9: cards show at most two tags, each a link to /search?tag={tag}. */
export const ManyTagsShowsTwo: Story = {
  args: { tags: ['Constitution', 'civil liberties', 'James Madison', 'First Congress', '1791'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = within(await canvas.findByRole('list', { name: 'Tags' })).getAllByRole('link');
    await expect(tags).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Tag: civil liberties' })).toHaveAttribute('href', '/search?tag=civil%20liberties');
  },
};

/** Keyboard focus lands on the title link and shows the focus ring (WCAG 2.4.7). */
export const TitleFocused: Story = {
  args: { imageSrc: sampleImage },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: billOfRights.title })).toHaveFocus();
  },
};
