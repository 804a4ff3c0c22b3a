import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PopularTopics } from '../../src/components/PopularTopics';
import * as stories from '../../stories/PopularTopics.stories';

const { Default, CustomTopics } = composeStories(stories);

describe('PopularTopics', () => {
  it('Product §2, search: "Popular Topics" with Constitution, Founding Fathers, Civil Rights, American Revolution, Civil War', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 2, name: 'Popular Topics' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Popular Topics' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Constitution',
      'Founding Fathers',
      'Civil Rights',
      'American Revolution',
      'Civil War',
    ]);
  });

  it.each(['Constitution', 'Founding Fathers', 'Civil Rights', 'American Revolution', 'Civil War'])(
    'Product §2, search: pressing %s calls onPick with it',
    async (topic) => {
      const onPick = vi.fn();
      render(<PopularTopics onPick={onPick} />);
      await userEvent.click(screen.getByRole('button', { name: topic }));
      expect(onPick).toHaveBeenCalledExactlyOnceWith(topic);
    },
  );

  it('offers other topics under another heading level when told', () => {
    render(<CustomTopics />);
    expect(screen.getByRole('heading', { level: 3, name: 'Popular Topics' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Bill of Rights', 'Supreme Court', 'Suffrage']);
  });
});
