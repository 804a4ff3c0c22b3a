import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/QuoteBlock.stories';

const { Default, WithoutCite } = composeStories(stories);

describe('QuoteBlock', () => {
  it('is a figure holding the blockquote, captioned with the attribution', () => {
    render(<Default />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Thomas Jefferson, letter to James Madison, December 20, 1787')).toBeInTheDocument();
    expect(within(figure).getByRole('blockquote')).toHaveTextContent(/^A bill of rights is what the people are entitled to/);
  });

  it('keeps the source URL in the blockquote’s cite attribute', () => {
    render(<Default />);
    expect(screen.getByRole('blockquote')).toHaveAttribute('cite', 'https://founders.archives.gov/documents/Jefferson/01-12-02-0454');
  });

  it('has no cite attribute without a URL', () => {
    render(<WithoutCite />);
    expect(screen.getByRole('blockquote')).not.toHaveAttribute('cite');
  });
});
