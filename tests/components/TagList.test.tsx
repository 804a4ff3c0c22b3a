import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/TagList.stories';
import { TagList } from '../../src/components/TagList';
import { tagSearchHref } from '../../site/navigation';

const { Default, Empty } = composeStories(stories);

describe('TagList', () => {
  it('is a list named by its visible label, "Topics"', () => {
    render(<Default />);
    expect(screen.getByText('Topics')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('product §2: each tag links to /search?tag={tag}', () => {
    render(<TagList tags={['Bill of Rights', 'civil liberties']} tagHref={tagSearchHref} />);
    expect(screen.getByRole('link', { name: 'Tag: Bill of Rights' })).toHaveAttribute('href', '/search?tag=Bill%20of%20Rights');
    expect(screen.getByRole('link', { name: 'Tag: civil liberties' })).toHaveAttribute('href', '/search?tag=civil%20liberties');
  });

  it('drops blank and repeated tags', () => {
    render(<TagList tags={['Constitution', ' ', 'constitution', 'Congress ']} tagHref={tagSearchHref} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Constitution', 'Congress']);
  });

  it('shows the tags as plain labels, not links, when the app gives no tagHref', () => {
    render(<TagList tags={['Constitution', 'Congress']} />);
    expect(within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Constitution',
      'Congress',
    ]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes another label', () => {
    render(<TagList tags={['Gettysburg']} label="Related topics" />);
    expect(screen.getByRole('list', { name: 'Related topics' })).toBeInTheDocument();
  });

  it('renders nothing without tags', () => {
    const { container } = render(<Empty />);
    // Only the story's provider is left: the component itself drew nothing.
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
