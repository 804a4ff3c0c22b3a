import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/SourceList.stories';
import { SourceList, type ArticleSource } from '../../src/components/SourceList';

const { PrimaryAndSecondary, Empty, WithNoteAnchors } = composeStories(stories);

function source(overrides: Partial<ArticleSource>): ArticleSource {
  return {
    id: 'federalist-51',
    title: 'The Federalist No. 51',
    publisher: 'Library of Congress',
    url: 'https://guides.loc.gov/federalist-papers',
    date: '1788-02-08',
    type: 'secondary',
    ...overrides,
  };
}

describe('SourceList', () => {
  it('is a region headed "Sources" with a numbered list of the sources', () => {
    render(<PrimaryAndSecondary />);
    const region = screen.getByRole('region', { name: 'Sources' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links each title to its URL in a new tab, and says so to screen readers', () => {
    render(<PrimaryAndSecondary />);
    const link = screen.getByRole('link', { name: /^The Bill of Rights: A Transcription.*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://www.archives.gov/founding-docs/bill-of-rights-transcript');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('product §3: a primary source shows a Primary badge; a secondary source shows none', () => {
    render(<PrimaryAndSecondary />);
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(within(first).getByText('Primary')).toBeInTheDocument();
    expect(within(second).getByText('Primary')).toBeInTheDocument();
    expect(within(third).queryByText('Primary')).not.toBeInTheDocument();
    expect(within(third).getByText(/Congressional Research Service/)).toBeInTheDocument();
  });

  it('shows the publisher and an ISO date in US long form inside <time>', () => {
    render(<SourceList sources={[source({})]} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Library of Congress, February 8, 1788');
    expect(within(item).getByText('February 8, 1788')).toHaveAttribute('datetime', '1788-02-08');
  });

  it('shows a bare year as it is, not as January 1', () => {
    render(<SourceList sources={[source({ date: '1823' })]} />);
    expect(screen.getByText('1823')).toHaveAttribute('datetime', '1823');
    expect(screen.queryByText(/January/)).not.toBeInTheDocument();
  });

  it('shows a free-text date as it is', () => {
    render(<SourceList sources={[source({ date: 'Summer 1787' })]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Library of Congress, Summer 1787');
  });

  it('takes another title', () => {
    render(<SourceList title="Further Reading" sources={[source({})]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Further Reading' })).toBeInTheDocument();
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<Empty />);
    // Only the story's provider is left: the component itself drew nothing.
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('docs/product.md §5: gives entries the ids notes link to, and links back to the first note citing each', () => {
    render(<WithNoteAnchors />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.id)).toEqual(['source-1', 'source-2', 'source-3']);
    expect(within(items[2]).getByRole('link', { name: 'Back to text: source 3' })).toHaveAttribute('href', '#note-3');
    expect(within(items[1]).queryByRole('link', { name: /Back to text/ })).not.toBeInTheDocument();
  });

  it('has no ids unless asked, so two lists on one page do not clash', () => {
    render(<PrimaryAndSecondary />);
    for (const item of screen.getAllByRole('listitem')) expect(item).not.toHaveAttribute('id');
  });
});
