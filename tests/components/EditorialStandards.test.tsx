import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/EditorialStandards.stories';

const { Default } = composeStories(stories);

describe('EditorialStandards', () => {
  it('is a region headed "Our Editorial Standards"', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Our Editorial Standards' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Our Editorial Standards');
  });

  it('product §2: links to the editorial policy, corrections policy and ownership pages', () => {
    render(<Default />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Editorial Policy', '/about/editorial-policy'],
      ['Corrections Policy', '/about/corrections-policy'],
      ['Ownership and Transparency', '/about/ownership'],
    ]);
  });
});
