import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutLevel } from '../.storybook/modes';
import { CategoryRail } from '../src/components/CategoryRail';
import { vars } from '../tokens/theme.css';
import { billOfRights, billToLaw, federalistPapers, monroeDoctrine, votingRightsAct } from './fixtures/content';

const meta = {
  title: 'Components/CategoryRail',
  component: CategoryRail,
  parameters: { ...layoutLevel },
  args: { category: 'Foundations', href: '/foundations', articles: [billOfRights, monroeDoctrine, federalistPapers] },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space['4'] }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryRail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, home: each category rail has a heading and a View all link to its category route. */
export const Foundations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Foundations' })).toBeInTheDocument();
    const viewAll = canvas.getByRole('link', { name: 'View all Foundations articles' });
    await expect(viewAll).toHaveAttribute('href', '/foundations');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** A rail with two articles keeps the cards at their column width. */
export const TwoArticles: Story = {
  args: { category: 'Civic Life', href: '/civic-life', articles: [billToLaw, votingRightsAct] },
};

/** With no articles the rail says so; the home page substitutes static samples instead (product §4). */
export const Empty: Story = {
  args: { category: 'Media', href: '/media', articles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No articles in this category yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View all Media articles' })).toHaveAttribute('href', '/media');
  },
};

/** Product §4, home: with fitRow the rail's three cards share one row from the tablet width up, with no empty column. */
export const FitRow: Story = {
  args: { category: 'Civic Life', href: '/civic-life', articles: [billToLaw, votingRightsAct, billOfRights], fitRow: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Civic Life' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
