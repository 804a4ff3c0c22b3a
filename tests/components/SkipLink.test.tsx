import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/SkipLink.stories';

const { Hidden, CustomTarget } = composeStories(stories);

describe('SkipLink', () => {
  it('Product §2, shared layout: a skip-to-content link points to the main content (#main)', () => {
    render(<Hidden />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('points to another id when given targetId', () => {
    render(<CustomTarget />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#content');
  });

  it('is the first thing the keyboard reaches', async () => {
    render(<Hidden />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });
});
