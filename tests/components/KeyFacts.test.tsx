import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/KeyFacts.stories';
import { KeyFacts } from '../../src/components/KeyFacts';

const { Default, CustomTitle, NoFacts, WithNotes } = composeStories(stories);

describe('KeyFacts', () => {
  it('product §3: is titled "Key Facts" by default, as an aside named by its heading', () => {
    render(<Default />);
    const box = screen.getByRole('complementary', { name: 'Key Facts' });
    expect(within(box).getByRole('heading', { level: 2, name: 'Key Facts' })).toBeInTheDocument();
  });

  it('product §9: lists the Bill of Rights facts (ratified December 15, 1791; 12 proposed, 10 ratified)', () => {
    render(<Default />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'The Bill of Rights was ratified on December 15, 1791.',
      'Congress proposed 12 amendments; the states ratified 10.',
    ]);
  });

  it('takes another title', () => {
    render(<CustomTitle />);
    expect(screen.getByRole('complementary', { name: 'Quick Facts' })).toBeInTheDocument();
  });

  it('takes a heading level', () => {
    render(<KeyFacts facts={['Ratified in 1791.']} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Key Facts' })).toBeInTheDocument();
  });

  it('drops blank facts, and renders nothing without facts', () => {
    render(<KeyFacts facts={['  ', 'Ten amendments were ratified.']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    render(<NoFacts />);
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
  });

  it('docs/product.md §5, notes tied to sources: ends each fact with numbered links to its sources', () => {
    render(<WithNotes />);
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'Source 1' })).toHaveAttribute('href', '#source-1');
    expect(within(second).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#source-1', '#source-2']);
  });

  it('keeps each fact with its own notes when a blank fact is dropped', () => {
    render(<KeyFacts facts={['  ', 'Ten amendments were ratified.']} notes={[[1], [4]]} noteHref={(n) => `#ref-${n}`} />);
    expect(screen.getByRole('link', { name: 'Source 4' })).toHaveAttribute('href', '#ref-4');
    expect(screen.queryByRole('link', { name: 'Source 1' })).not.toBeInTheDocument();
  });
});
