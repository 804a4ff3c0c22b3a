import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/PageHeader.stories';

const { Default, WithKicker, WithActions, TitleOnly } = composeStories(stories);

describe('PageHeader', () => {
  it('Product §2, pillar pages: the title is the page’s one h1, with the intro under it', () => {
    render(<Default />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Foundations' })).toBeInTheDocument();
    expect(screen.getByText(/The documents, ideas and amendments/)).toBeInTheDocument();
  });

  it('shows the kicker when given', () => {
    render(<WithKicker />);
    expect(screen.getByText('About')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Editorial Policy' })).toBeInTheDocument();
  });

  it('shows the actions slot', () => {
    render(<WithActions />);
    expect(screen.getByRole('link', { name: 'Browse by State' })).toHaveAttribute('href', '/landmarks/states');
  });

  it('renders a title alone without an empty intro', () => {
    render(<TitleOnly />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.queryAllByRole('paragraph')).toHaveLength(0);
  });
});
