import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { layoutLevel } from '../../.storybook/modes';
import { ArticleCard, Breadcrumbs, Button, CardGrid, EmptyState, FilterBar, PageHeader } from '../../src';
import { foundationsPillar as pillar } from '../fixtures/patterns';
import { expectPageFrame, openMainNavigation, PageShell } from './PageShell';
import * as styles from './patterns.css';

interface PillarPageProps {
  /** The filter chosen when the page opens (an app keeps it in the address, `?topic=`). */
  initialTopic: string;
  /** The section's articles, each with the topic its filter matches. */
  cards: typeof pillar.cards;
}

/**
 * A pillar page (product §2, pillar pages): the section's title and
 * introduction, its topic filters, and its articles as cards in a grid of
 * one, two or three columns by width, the lead article featured.
 */
function PillarPage({ initialTopic, cards: allCards }: PillarPageProps) {
  const [topic, setTopic] = useState(initialTopic);
  const cards = allCards.filter((card) => topic === 'all' || card.topic === topic);
  return (
    <PageShell currentPath={pillar.href}>
      <div className={styles.stack}>
        <div>
          <Breadcrumbs items={[{ label: pillar.title }]} />
          <PageHeader title={pillar.title} intro={pillar.intro}>
            <FilterBar label="Filter articles" options={pillar.filters} value={topic} onChange={setTopic} />
          </PageHeader>
        </div>
        {cards.length > 0 ? (
          <CardGrid aria-label={`${pillar.title} articles`}>
            {cards.map(({ topic: _topic, ...card }, index) => (
              <ArticleCard key={card.href} {...card} variant={index === 0 && topic === 'all' ? 'featured' : 'secondary'} headingLevel={2} priority={index === 0} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState message="No articles match this filter.">
            <Button variant="secondary" onClick={() => setTopic('all')}>
              Show all {pillar.title} articles
            </Button>
          </EmptyState>
        )}
      </div>
    </PageShell>
  );
}

/**
 * A section front: PageHeader with a FilterBar of the section's topics, and
 * its articles as ArticleCards in a CardGrid (one, two or three columns by
 * width, the lead card featured), with an EmptyState when a filter matches
 * nothing. The filters work: press one.
 */
const meta = {
  title: 'Examples/Pillar page',
  component: PillarPage,
  args: { initialTopic: 'all', cards: pillar.cards },
  parameters: { ...layoutLevel },
} satisfies Meta<typeof PillarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole section: All is chosen and the lead article is featured. */
export const AllArticles: Story = {
  tags: ['mobile-play'],
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    await expect(main.getByRole('heading', { level: 1, name: 'Foundations' })).toBeInTheDocument();
    // The header marks the section the reader is in.
    const navigation = await openMainNavigation(canvasElement);
    await expect(within(navigation).getByRole('link', { name: 'Foundations' })).toHaveAttribute('aria-current', 'page');
    const filters = main.getByRole('group', { name: 'Filter articles' });
    await expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const grid = main.getByRole('list', { name: 'Foundations articles' });
    await expect(within(grid).getAllByRole('article')).toHaveLength(pillar.cards.length);
    await expect(within(grid).getByRole('link', { name: pillar.cards[0].title })).toHaveAttribute('href', pillar.cards[0].href);
    await expect(within(grid).getByText('Featured')).toBeInTheDocument();
  },
};

/** A topic filter pressed: only its articles stay, and the pressed filter says so. */
export const FilteredByTopic: Story = {
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    const filters = main.getByRole('group', { name: 'Filter articles' });
    const documents = within(filters).getByRole('button', { name: 'Documents' });
    await userEvent.click(documents);
    await expect(documents).toHaveAttribute('aria-pressed', 'true');
    await expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const grid = main.getByRole('list', { name: 'Foundations articles' });
    const titles = within(grid)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual(pillar.cards.filter((card) => card.topic === 'documents').map((card) => card.title));
  },
};

const withoutAmendments = pillar.cards.filter((card) => card.topic !== 'amendments');

/** A filter that matches nothing says so and offers the way back to every article. */
export const NoMatches: Story = {
  args: { initialTopic: 'amendments', cards: withoutAmendments },
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    await expect(main.getByText('No articles match this filter.')).toBeInTheDocument();
    await userEvent.click(main.getByRole('button', { name: 'Show all Foundations articles' }));
    const grid = main.getByRole('list', { name: 'Foundations articles' });
    await expect(within(grid).getAllByRole('article')).toHaveLength(withoutAmendments.length);
    await expect(within(main.getByRole('group', { name: 'Filter articles' })).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  },
};
