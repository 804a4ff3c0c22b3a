import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchSummary } from '../../src/components/SearchSummary';
import * as stories from '../../stories/SearchSummary.stories';

const { Idle, Searching, NoResults } = composeStories(stories);

describe('SearchSummary', () => {
  it('Product §2, search: "Enter a search term to find articles" before a search', () => {
    render(<Idle />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Enter a search term to find articles$/);
  });

  it('Product §2, search: "Searching..." in a polite status region', () => {
    render(<Searching />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Searching\.\.\.$/);
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it.each([
    [0, 'Found 0 results'],
    [2, 'Found 2 results'],
    [37, 'Found 37 results'],
    [1200, 'Found 1,200 results'],
  ])('Product §2, search: "Found N results" for %i', (count, text) => {
    render(<SearchSummary state="results" term="war" count={count} />);
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('says "Found 1 result" for exactly one (grammatical singular; every other count keeps the product wording)', () => {
    render(<SearchSummary state="results" term="alamo" count={1} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Found 1 result$/);
  });

  it('Product §2, search: \'No results found for "{term}"\'', () => {
    render(<NoResults />);
    expect(screen.getByRole('status')).toHaveTextContent(/^No results found for "Atlantis"$/);
  });

  it('Product §8: "Error: {message}" on search, with Retry calling onRetry', async () => {
    const onRetry = vi.fn();
    render(<SearchSummary state="error" term="war" error="HTTP 500: Internal Server Error" onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Error: HTTP 500: Internal Server Error$/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry outside the error state', () => {
    render(<SearchSummary state="empty" term="war" onRetry={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps one live region across changes, so each new message is announced', () => {
    const { rerender } = render(<SearchSummary state="searching" term="war" />);
    const status = screen.getByRole('status');
    rerender(<SearchSummary state="results" term="war" count={4} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Found 4 results');
  });
});
