import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/CategoryRail.stories';

const { Foundations, Empty } = composeStories(stories);

describe('CategoryRail', () => {
  it('product §2: a rail is a region headed (h2) by its category', () => {
    render(<Foundations />);
    const region = screen.getByRole('region', { name: 'Foundations' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Foundations' })).toBeInTheDocument();
  });

  it('product §2: View all links to the category route and names the category', () => {
    render(<Foundations />);
    expect(screen.getByRole('link', { name: 'View all Foundations articles' })).toHaveAttribute('href', '/foundations');
  });

  it('shows its articles as rail cards with level-3 titles, in a list named by the category', () => {
    render(<Foundations />);
    const list = screen.getByRole('list', { name: 'Foundations' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card).toHaveAttribute('data-card-variant', 'rail');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('takes an id for its region, so a link (#id) or a page can name it', () => {
    render(<Foundations id="first-rail" />);
    expect(screen.getByRole('region', { name: 'Foundations' })).toHaveAttribute('id', 'first-rail');
  });

  it('says when the category has no articles, and still offers View all', () => {
    render(<Empty />);
    expect(screen.getByText('No articles in this category yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all Media articles' })).toHaveAttribute('href', '/media');
  });
});
