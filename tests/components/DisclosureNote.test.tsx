import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/DisclosureNote.stories';

const { Default, CustomText } = composeStories(stories);

describe('DisclosureNote', () => {
  it('product §1: discloses AI assistance and review by human editors, after the label "Disclosure:"', () => {
    render(<Default />);
    expect(screen.getByText('Disclosure:').parentElement).toHaveTextContent(
      /^Disclosure: This article was created with AI assistance and reviewed by human editors for accuracy\./,
    );
  });

  it('links to the editorial policy', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Read our editorial policy' })).toHaveAttribute('href', '/about/editorial-policy');
  });

  it('shows an article’s own disclosure text instead of the default', () => {
    render(<CustomText />);
    expect(screen.getByText(/checked line by line/)).toBeInTheDocument();
    expect(screen.queryByText(/for accuracy/)).not.toBeInTheDocument();
  });
});
