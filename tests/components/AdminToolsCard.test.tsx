import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/AdminToolsCard.stories';

const { Default } = composeStories(stories);

describe('AdminToolsCard', () => {
  it('product §2: "Admin Tools" links "Manage Articles" to /admin/articles', () => {
    render(<Default />);
    const card = screen.getByRole('region', { name: 'Admin Tools' });
    expect(within(card).getByRole('heading', { name: 'Admin Tools', level: 2 })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Manage Articles' })).toHaveAttribute('href', '/admin/articles');
  });
});
