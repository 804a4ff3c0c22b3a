import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutLevel } from '../.storybook/modes';
import { ArticleCard } from '../src/components/ArticleCard';
import { CardGrid } from '../src/components/CardGrid';
import { vars } from '../tokens/theme.css';
import { billOfRights, billToLaw, brownVBoard, federalistPapers, homesteadAct, monroeDoctrine, votingRightsAct } from './fixtures/content';

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  parameters: { ...layoutLevel },
  args: { children: null },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space['4'] }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const six = [billOfRights, monroeDoctrine, federalistPapers, billToLaw, votingRightsAct, brownVBoard];

/** Product §2, Foundations: cards in one, two or three columns by width, as a list so readers hear the count. */
export const ThreeColumns: Story = {
  args: {
    'aria-label': 'Foundations articles',
    children: six.map((card) => <ArticleCard key={card.href} {...card} />),
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Foundations articles' });
    // The grid's own items, not the tag lists inside the cards.
    const cards = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    await expect(cards).toHaveLength(6);
  },
};

/** Product §2, home: the featured card takes two-thirds of the width on wide screens, the two secondary cards stack beside it. */
export const FeaturedLead: Story = {
  args: {
    'aria-label': 'Latest articles',
    children: [
      <ArticleCard key="lead" {...monroeDoctrine} variant="featured" badge="Featured" headingLevel={2} priority />,
      <ArticleCard key="second" {...billOfRights} />,
      <ArticleCard key="third" {...homesteadAct} />,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: monroeDoctrine.title })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

/** Text-only compact cards, as in From the Archive. */
export const CompactCards: Story = {
  args: {
    'aria-label': 'From the Archive',
    children: [monroeDoctrine, homesteadAct, brownVBoard].map((card) => (
      <ArticleCard key={card.href} {...card} variant="compact" />
    )),
  },
};

/** A single card keeps its column width rather than stretching across the page. */
export const SingleCard: Story = {
  args: { 'aria-label': 'Landmarks articles', children: <ArticleCard {...homesteadAct} /> },
};

/** Product §4, home: fitRow puts up to three cards in one row from the tablet width up, so a short list never leaves an empty column. */
export const FitRow: Story = {
  tags: ['mobile-play'],
  args: {
    'aria-label': 'From the Archive',
    fitRow: true,
    children: [monroeDoctrine, homesteadAct, brownVBoard].map((card) => <ArticleCard key={card.href} {...card} variant="rail" />),
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'From the Archive' });
    const cards = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    await expect(cards).toHaveLength(3);
    // One row on wide screens, one column on phones: either way the last card ends at the list's right edge.
    const right = list.getBoundingClientRect().right;
    await expect(Math.abs(cards[2].getBoundingClientRect().right - right)).toBeLessThan(2);
  },
};
