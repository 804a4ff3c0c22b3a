import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchResult, type SearchResultData } from '../src/components/SearchResult';
import { exampleResultHref } from './fixtures/navigation';

const article: SearchResultData = {
  id: 1,
  type: 'Article',
  kicker: 'Foundations',
  title: 'The Bill of Rights',
  snippet: 'The first ten amendments to the <mark>Constitution</mark>, ratified on December 15, 1791, protect freedoms of speech, religion and the press.',
  slug: 'bill-of-rights',
  canonical_url: null,
  published_at: '2024-09-17',
};

const meta = {
  title: 'Components/SearchResult',
  component: SearchResult,
  args: { result: article, href: exampleResultHref(article) },
} satisfies Meta<typeof SearchResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, search: a type badge, kicker, linked title (Article goes to /articles/{slug}), highlighted snippet and US long date. */
export const ArticleResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = await canvas.findByRole('article');
    await expect(within(result).getByRole('link', { name: 'The Bill of Rights' })).toHaveAttribute('href', '/articles/bill-of-rights');
    await expect(within(result).getByRole('mark')).toHaveTextContent('Constitution');
    await expect(within(result).getByRole('time')).toHaveAttribute('datetime', '2024-09-17');
    await expect(within(result).getByRole('time')).toHaveTextContent('September 17, 2024');
  },
};

const page: SearchResultData = {
  id: 'page-7',
  type: 'Page',
  kicker: 'About',
  title: 'Corrections Policy',
  snippet: 'We review every <mark>correction</mark> request within 48 hours and publish <mark>corrections</mark> within 72 hours.',
  slug: 'corrections-policy',
  canonical_url: '/about/corrections-policy',
  published_at: '2024-10-17T12:00:00Z',
};

/** Product §2, search: a result that is not an article links to its canonical_url. */
export const CanonicalUrl: Story = {
  args: { result: page, href: exampleResultHref(page) },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Corrections Policy' });
    await expect(link).toHaveAttribute('href', '/about/corrections-policy');
  },
};

const literal: SearchResultData = {
  ...article,
  id: 2,
  title: 'Reading the Fourteenth Amendment',
  snippet: 'Section 1 <b>guarantees</b> equal protection when 3 < 5 and <mark>citizenship</mark> is at stake; a stray <mark>marker stays as text',
};

/** Only the exact <mark> markers highlight; other angle brackets and an unbalanced marker show literally, as text. */
export const LiteralAngleBrackets: Story = {
  args: { result: literal, href: exampleResultHref(literal) },
  play: async ({ canvasElement }) => {
    const result = await within(canvasElement).findByRole('article');
    await expect(within(result).getAllByRole('mark')).toHaveLength(1);
    await expect(result).toHaveTextContent('Section 1 <b>guarantees</b> equal protection when 3 < 5');
    await expect(result).toHaveTextContent('a stray <mark>marker stays as text');
  },
};

const undated: SearchResultData = { ...article, id: 3, published_at: null, kicker: null, type: 'article' };

/** No date and no kicker: both are left out. */
export const WithoutDateOrKicker: Story = {
  args: { result: undated, href: exampleResultHref(undated) },
  play: async ({ canvasElement }) => {
    const result = await within(canvasElement).findByRole('article');
    await expect(within(result).queryByRole('time')).not.toBeInTheDocument();
  },
};

const long: SearchResultData = {
  ...article,
  id: 4,
  type: 'Feature',
  title: 'The Electoral College: How Americans Choose a President, and Why the System Works the Way It Does',
  snippet:
    'From the <mark>Constitutional Convention</mark> of 1787 to the Twelfth Amendment and beyond, the <mark>Electoral College</mark> has been argued over in every generation. This analysis follows the compromises, the close elections and the reform proposals.',
  slug: 'electoral-college-analysis',
  canonical_url: '/features/electoral-college-analysis',
};

/** A long title and snippet wrap. */
export const LongContent: Story = { args: { result: long, href: exampleResultHref(long) } };
