import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/CorrectionsLog.stories';
import { CorrectionsLog } from '../../src/components/CorrectionsLog';

const { Default, Empty, CustomTexts } = composeStories(stories);

describe('CorrectionsLog', () => {
  it('is a section named by its heading, "Corrections log", an h2 by default', () => {
    render(<Default />);
    const log = screen.getByRole('region', { name: 'Corrections log' });
    expect(within(log).getByRole('heading', { level: 2, name: 'Corrections log' })).toBeInTheDocument();
  });

  it('lists corrections newest first, those of the same day in the order given', () => {
    render(<Default />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'The Monroe Doctrine and the Making of American Foreign Policy',
      'The Bill of Rights: Ten Amendments That Define American Liberty',
      'The Homestead Act',
    ]);
  });

  it('gives each correction its date in <time>, the article’s title as a link and the text', () => {
    render(<Default />);
    const [first] = screen.getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'The Monroe Doctrine and the Making of American Foreign Policy' })).toHaveAttribute(
      'href',
      '/articles/monroe-doctrine',
    );
    expect(within(first).getByText('November 25, 2026')).toHaveAttribute('datetime', '2026-11-25');
    expect(within(first).getByText(/He sent it to Congress in his annual message/)).toBeInTheDocument();
  });

  it('says "No corrections have been published." when there are none, with no empty list', () => {
    render(<Empty />);
    expect(screen.getByText('No corrections have been published.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('takes another empty text, title and heading level; entry titles sit one level below', () => {
    render(<CustomTexts />);
    expect(screen.getByRole('heading', { level: 3, name: 'Corrections this year' })).toBeInTheDocument();
    expect(screen.getByText('Nothing has been corrected this year.')).toBeInTheDocument();
    render(<CorrectionsLog entries={[{ date: '2026-11-25', text: 'Fixed.', articleTitle: 'An Article', articleHref: '/a' }]} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 5, name: 'An Article' })).toBeInTheDocument();
  });

  it('lists a correction with an invalid date last, without a date', () => {
    render(
      <CorrectionsLog
        entries={[
          { date: 'unknown', text: 'Undated.', articleTitle: 'Undated Article', articleHref: '/u' },
          { date: '2024-01-02', text: 'Dated.', articleTitle: 'Dated Article', articleHref: '/d' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByRole('link')).toHaveTextContent('Dated Article');
    expect(items[1].querySelector('time')).toBeNull();
  });
});
