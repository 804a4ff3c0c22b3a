import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingState } from '../../src/components/LoadingState';
import * as stories from '../../stories/LoadingState.stories';

const { Default } = composeStories(stories);

describe('LoadingState', () => {
  it('Product §2, admin: says "Loading..." by default, in a status region', () => {
    render(<Default />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  });

  it.each(['Loading articles...', 'Loading article...', 'Searching...', 'Verifying admin access...'])(
    'Product §2: shows "%s" as given',
    (message) => {
      render(<LoadingState message={message} />);
      expect(screen.getByRole('status')).toHaveTextContent(message);
    },
  );

  it('the spinner is decorative: the status reads as the message alone', () => {
    render(<LoadingState message="Loading articles..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading articles...');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
