import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/EmptyState.stories';

const { Foundations, AdminFilters, WithAction } = composeStories(stories);

describe('EmptyState', () => {
  it('Product §2, foundations: "No articles found in this category yet."', () => {
    render(<Foundations />);
    expect(screen.getByText('No articles found in this category yet.')).toBeInTheDocument();
  });

  it('Product §2, admin articles: "No articles found matching your filters."', () => {
    render(<AdminFilters />);
    expect(screen.getByText('No articles found matching your filters.')).toBeInTheDocument();
  });

  it('shows what it is given as a next step', () => {
    render(<WithAction />);
    expect(screen.getByRole('link', { name: 'Search the archive' })).toHaveAttribute('href', '/search');
  });
});
