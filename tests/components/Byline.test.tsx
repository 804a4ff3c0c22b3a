import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/Byline.stories';
import { Byline } from '../../src/components/Byline';
import { readTimeLabel } from '../../src/components/Byline/Byline';

const { Default, Updated, Reviewed, LastReviewed, Unlinked } = composeStories(stories);

const base = {
  authorName: 'Eleanor Whitfield',
  publishedDate: '2024-09-17',
  readTime: 8,
  shareUrl: 'https://parchment.example/articles/bill-of-rights',
  shareTitle: 'The Bill of Rights',
};

describe('Byline', () => {
  it('product §2: links the author to the bio page', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Eleanor Whitfield' })).toHaveAttribute('href', '/about#eleanor-whitfield');
  });

  it('product §2: shows the published date in US long form inside <time dateTime>', () => {
    render(<Default />);
    expect(screen.getByText(/Published/)).toHaveTextContent('Published September 17, 2024');
    expect(screen.getByText('September 17, 2024')).toHaveAttribute('datetime', '2024-09-17');
  });

  it('shows a date-time as its calendar date in UTC, whatever the reader’s time zone', () => {
    render(<Byline {...base} publishedDate="1791-12-15T23:30:00Z" />);
    expect(screen.getByText('December 15, 1791')).toHaveAttribute('datetime', '1791-12-15');
  });

  it('product §2: shows the updated date when it differs from the published one', () => {
    render(<Updated />);
    expect(screen.getByText(/Updated/)).toHaveTextContent('Updated February 3, 2025');
  });

  it('leaves out an updated date on the day of publication', () => {
    render(<Byline {...base} updatedDate="2024-09-17T18:00:00Z" />);
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument();
  });

  it('shows "Last reviewed" and its date in US long form inside <time>, on the date line', () => {
    render(<LastReviewed />);
    const reviewed = screen.getByText(/Last reviewed/);
    expect(reviewed).toHaveTextContent('Last reviewed November 25, 2026');
    expect(screen.getByText('November 25, 2026')).toHaveAttribute('datetime', '2026-11-25');
    expect(reviewed.parentElement).toBe(screen.getByText(/Published/).parentElement);
  });

  it('shows the review date even on the day of publication, and leaves it out when absent or invalid', () => {
    render(<Byline {...base} reviewedDate="2024-09-17" />);
    expect(screen.getByText(/Last reviewed/)).toHaveTextContent('Last reviewed September 17, 2024');
    render(<Byline {...base} reviewedDate="not a date" />);
    expect(screen.getAllByText(/Last reviewed/)).toHaveLength(1);
  });

  it('is unchanged without a review date', () => {
    const { container: without } = render(<Byline {...base} />);
    const { container: absent } = render(<Byline {...base} reviewedDate={undefined} />);
    expect(without.innerHTML).toBe(absent.innerHTML);
    expect(without).not.toHaveTextContent(/Last reviewed/);
  });

  it('product §1: shows read time in minutes as "N min read"', () => {
    render(<Default />);
    expect(screen.getByText('8 min read')).toBeInTheDocument();
  });

  it('rounds read time and never shows less than a minute', () => {
    expect(readTimeLabel(4.6)).toBe('5 min read');
    expect(readTimeLabel(0)).toBe('1 min read');
    expect(readTimeLabel(Number.NaN)).toBe('');
  });

  it('product §2: shows "Reviewed by" linked to the reviewer when a bio URL is given', () => {
    render(<Reviewed />);
    expect(screen.getByText(/Reviewed by/)).toHaveTextContent('Reviewed by Dr. Marcus Hale');
    expect(screen.getByRole('link', { name: 'Dr. Marcus Hale' })).toHaveAttribute('href', '/about#marcus-hale');
  });

  it('shows names as plain text without bio URLs, and no reviewer line without a reviewer', () => {
    render(<Unlinked />);
    // No name is a link; the one link is the share button's stand-in for where scripts do not run.
    expect(screen.queryAllByRole('link').map((link) => link.textContent)).toEqual(['Share by email']);
    expect(screen.getByText(/Reviewed by/)).toHaveTextContent('Reviewed by Dr. Marcus Hale');
    render(<Byline {...base} />);
    expect(screen.getAllByText(/Reviewed by/)).toHaveLength(1);
  });

  it('includes the share button', () => {
    render(<Default />);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
