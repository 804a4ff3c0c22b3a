import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/AccountCard.stories';
import { AccountCard } from '../../src/components/AccountCard';

const { Default, LongValues } = composeStories(stories);

describe('AccountCard', () => {
  it('product §2: "Your Account" lists the email and the user id', () => {
    render(<Default />);
    const card = screen.getByRole('region', { name: 'Your Account' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Your Account');
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Email', 'User ID']);
    expect(within(card).getAllByRole('definition').map((detail) => detail.textContent)).toEqual([
      'editor@example.com',
      '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d',
    ]);
  });

  it('shows long ids whole (they wrap rather than being cut)', () => {
    render(<LongValues />);
    expect(screen.getByText(/^google-oauth2\|108274659102837465910-/)).toHaveTextContent(
      'google-oauth2|108274659102837465910-3f1c9a527d4e4b8a9c215e6f7a8b9c0d3f1c9a527d4e4b8a',
    );
  });

  it('can sit one level deeper', () => {
    render(<AccountCard email="editor@example.com" userId="42" headingLevel={3} />);
    expect(screen.getByRole('heading', { name: 'Your Account', level: 3 })).toBeInTheDocument();
  });
});
