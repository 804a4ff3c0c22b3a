import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/CardGrid.stories';
import { ArticleCard } from '../../src/components/ArticleCard';
import { CardGrid } from '../../src/components/CardGrid';
import { billOfRights, monroeDoctrine } from '../../stories/fixtures/content';

const { ThreeColumns, FeaturedLead } = composeStories(stories);

/** The grid's own items, not the tag lists inside its cards. */
function gridItems(list: HTMLElement) {
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
}

describe('CardGrid', () => {
  it('renders its cards as a list, so readers hear how many there are', () => {
    render(<ThreeColumns />);
    const list = screen.getByRole('list', { name: 'Foundations articles' });
    expect(gridItems(list)).toHaveLength(6);
    expect(within(list).getAllByRole('article')).toHaveLength(6);
  });

  it('skips empty children rather than rendering empty list items', () => {
    const showSecond = false;
    render(
      <CardGrid aria-label="Latest">
        <ArticleCard {...billOfRights} />
        {showSecond ? <ArticleCard {...monroeDoctrine} /> : null}
      </CardGrid>,
    );
    expect(gridItems(screen.getByRole('list', { name: 'Latest' }))).toHaveLength(1);
  });

  it('product §2: the featured card keeps its place first in reading order', () => {
    render(<FeaturedLead />);
    const headings = screen.getAllByRole('heading');
    expect(headings[0]).toHaveAccessibleName(monroeDoctrine.title);
    expect(headings[0].closest('article')).toHaveAttribute('data-card-variant', 'featured');
  });
});
