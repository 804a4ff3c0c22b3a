import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/NotFound.stories';

const { Default, WithDetail } = composeStories(stories);

describe('NotFound', () => {
  it('Product §2, 404: shows "404" and "Oops! Page not found", the h1', () => {
    render(<Default />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });

  it('Product §2, 404: a "Return to Home" link to "/"', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows extra help when given', () => {
    render(<WithDetail />);
    expect(screen.getByText(/The page may have moved/)).toBeInTheDocument();
  });
});
