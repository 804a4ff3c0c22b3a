import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchResult, splitHighlights, type SearchResultData } from '../../src/components/SearchResult';
import { searchResultHref } from '../../site/content/searchResultHref';
import * as stories from '../../stories/SearchResult.stories';

const { ArticleResult, WithoutDateOrKicker } = composeStories(stories);

const base: SearchResultData = {
  id: 1,
  type: 'Article',
  kicker: 'Foundations',
  title: 'The Bill of Rights',
  snippet: 'The first ten amendments',
  slug: 'bill-of-rights',
  canonical_url: null,
  published_at: '1791-12-15',
};

describe('searchResultHref (product §2, search: result link)', () => {
  it.each(['Article', 'article', 'ARTICLE', 'aRtIcLe'])('type %s (either case) goes to /articles/{slug}', (type) => {
    expect(searchResultHref({ ...base, type })).toBe('/articles/bill-of-rights');
  });

  it('an Article goes to /articles/{slug} even when it has a canonical_url', () => {
    expect(searchResultHref({ ...base, canonical_url: '/features/bill-of-rights' })).toBe('/articles/bill-of-rights');
  });

  it('otherwise its canonical_url when present', () => {
    expect(searchResultHref({ type: 'Feature', slug: 'explainer-sample', canonical_url: '/features/explainer-sample' })).toBe(
      '/features/explainer-sample',
    );
    expect(searchResultHref({ type: 'Video', slug: null, canonical_url: 'https://www.youtube.com/watch?v=abc' })).toBe(
      'https://www.youtube.com/watch?v=abc',
    );
  });

  it('an empty or blank canonical_url counts as missing: /search?q= with the slug', () => {
    expect(searchResultHref({ type: 'Page', slug: 'monroe doctrine', canonical_url: '' })).toBe('/search?q=monroe%20doctrine');
    expect(searchResultHref({ type: 'Page', slug: 'census', canonical_url: '   ' })).toBe('/search?q=census');
  });

  it('otherwise /search?q= with the slug, encoded', () => {
    expect(searchResultHref({ type: 'Topic', slug: 'civil rights & voting', canonical_url: null })).toBe(
      '/search?q=civil%20rights%20%26%20voting',
    );
  });

  it('otherwise /search?q= with the type when there is no slug', () => {
    expect(searchResultHref({ type: 'Primary Source', slug: null, canonical_url: null })).toBe('/search?q=Primary%20Source');
    expect(searchResultHref({ type: 'Person', slug: '', canonical_url: undefined })).toBe('/search?q=Person');
  });
});

describe('splitHighlights', () => {
  it('splits on the exact <mark>…</mark> markers', () => {
    expect(splitHighlights('a <mark>b</mark> c <mark>d</mark>')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c ', marked: false },
      { text: 'd', marked: true },
    ]);
  });

  it('keeps an unbalanced marker as text', () => {
    expect(splitHighlights('open <mark>never closed')).toEqual([{ text: 'open <mark>never closed', marked: false }]);
    expect(splitHighlights('closed </mark> early <mark>x</mark>')).toEqual([
      { text: 'closed </mark> early ', marked: false },
      { text: 'x', marked: true },
    ]);
  });

  it('is plain text when there are no markers, and nothing for an empty snippet', () => {
    expect(splitHighlights('3 < 5 and <b>bold</b>')).toEqual([{ text: '3 < 5 and <b>bold</b>', marked: false }]);
    expect(splitHighlights('')).toEqual([]);
  });
});

describe('SearchResult', () => {
  it('Product §2, search: an article with a type badge, kicker, linked title, snippet and US long date', () => {
    render(<ArticleResult />);
    const result = screen.getByRole('article');
    expect(within(result).getByText('Article')).toBeInTheDocument();
    expect(within(result).getByText('Foundations')).toBeInTheDocument();
    const heading = within(result).getByRole('heading', { level: 2, name: 'The Bill of Rights' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/articles/bill-of-rights');
    const time = within(result).getByRole('time');
    expect(time).toHaveTextContent('September 17, 2024');
    expect(time).toHaveAttribute('datetime', '2024-09-17');
  });

  it('Product §2, search: links where the caller says', () => {
    render(<SearchResult result={{ ...base, type: 'Page' }} href="/about/ownership" />);
    expect(screen.getByRole('link', { name: 'The Bill of Rights' })).toHaveAttribute('href', '/about/ownership');
  });

  it('highlights marked matches with <mark> and shows every other angle bracket as text, never as HTML', () => {
    render(
      <SearchResult
        result={{ ...base, snippet: '<img src=x onerror=alert(1)> the <mark>Constitution</mark> and <mark>amendments</mark> <b>bold</b>' }}
        href="/articles/bill-of-rights"
      />,
    );
    const result = screen.getByRole('article');
    expect(within(result).getAllByRole('mark').map((mark) => mark.textContent)).toEqual(['Constitution', 'amendments']);
    expect(within(result).queryByRole('img')).not.toBeInTheDocument();
    expect(result).toHaveTextContent('<img src=x onerror=alert(1)> the Constitution and amendments <b>bold</b>');
  });

  it('an unbalanced <mark> stays literal text', () => {
    render(<SearchResult result={{ ...base, snippet: 'a stray <mark>marker' }} href="/articles/bill-of-rights" />);
    expect(screen.queryByRole('mark')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('a stray <mark>marker');
  });

  it('leaves out the date when it is missing or invalid, and the kicker when missing', () => {
    const { unmount } = render(<WithoutDateOrKicker />);
    expect(screen.queryByRole('time')).not.toBeInTheDocument();
    expect(screen.queryByText('Foundations')).not.toBeInTheDocument();
    unmount();
    render(<SearchResult result={{ ...base, published_at: 'not a date' }} href="/articles/bill-of-rights" />);
    expect(screen.queryByRole('time')).not.toBeInTheDocument();
  });

  it('puts the title at the heading level it is told', () => {
    render(<SearchResult result={base} href="/articles/bill-of-rights" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'The Bill of Rights' })).toBeInTheDocument();
  });
});
