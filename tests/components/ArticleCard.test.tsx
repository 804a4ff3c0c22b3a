import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/ArticleCard.stories';
import { ArticleCard } from '../../src/components/ArticleCard';
import { billOfRights, monroeDoctrine } from '../../stories/fixtures/content';

const { Featured, Secondary, Compact, WithBadge, NoImagePlaceholder, LongTitleClamped, ManyTagsShowsTwo } = composeStories(stories);

describe('ArticleCard', () => {
  it('product §3: shows the kicker, a heading that links the title to href, and the dek', () => {
    render(<Secondary />);
    const article = screen.getByRole('article');
    expect(within(article).getByText('Foundations')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 3, name: billOfRights.title });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/articles/bill-of-rights');
    expect(screen.getByText(billOfRights.dek)).toBeInTheDocument();
  });

  it('is not one giant link: only the title and the tags are links', () => {
    render(<Secondary />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/articles/bill-of-rights',
      '/search?tag=Constitution',
      '/search?tag=amendments',
    ]);
  });

  it('takes a heading level to fit the page outline', () => {
    render(<ArticleCard {...billOfRights} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: billOfRights.title })).toBeInTheDocument();
  });

  it('still reads the deprecated `level` prop, which `headingLevel` overrides', () => {
    const { unmount } = render(<ArticleCard {...billOfRights} level={4} />);
    expect(screen.getByRole('heading', { level: 4, name: billOfRights.title })).toBeInTheDocument();
    unmount();
    render(<ArticleCard {...billOfRights} level={4} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: billOfRights.title })).toBeInTheDocument();
  });

  it('product §9: cards show at most two tags, each linking to /search?tag={tag} named "Tag: <tag>"', () => {
    render(<ManyTagsShowsTwo />);
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('link');
    expect(tags).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Tag: Constitution' })).toHaveAttribute('href', '/search?tag=Constitution');
    expect(screen.getByRole('link', { name: 'Tag: civil liberties' })).toHaveAttribute('href', '/search?tag=civil%20liberties');
    expect(screen.queryByRole('link', { name: 'Tag: James Madison' })).not.toBeInTheDocument();
  });

  it('encodes tags for the search URL', () => {
    render(<ArticleCard {...billOfRights} tags={['Brown v. Board & Plessy']} />);
    expect(screen.getByRole('link', { name: 'Tag: Brown v. Board & Plessy' })).toHaveAttribute(
      'href',
      '/search?tag=Brown%20v.%20Board%20%26%20Plessy',
    );
  });

  it('has no tag list when there are no tags', () => {
    render(<ArticleCard {...billOfRights} tags={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('product §2: the lead card shows the badge Featured, and its image loads eagerly at high priority', () => {
    render(<Featured />);
    expect(screen.getByText('Featured')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: monroeDoctrine.imageAlt });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('article')).toHaveAttribute('data-card-variant', 'featured');
  });

  it('shows any other badge text as given', () => {
    render(<WithBadge />);
    expect(screen.getByText('Explainer')).toBeInTheDocument();
  });

  it('loads images lazily by default, with the default 1200x675 size reserved', () => {
    render(<Secondary />);
    const image = screen.getByRole('img', { name: billOfRights.imageAlt });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
  });

  it('treats the image as decorative when no alt text is given', () => {
    render(<ArticleCard {...billOfRights} imageAlt={undefined} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });

  it('shows a decorative placeholder, not an image, when there is no image', () => {
    render(<NoImagePlaceholder />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: billOfRights.title })).toBeInTheDocument();
  });

  it('compact cards have no image', () => {
    render(<Compact />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-card-variant', 'compact');
  });

  it('product §9: a clamped title is still the link name in full', () => {
    render(<LongTitleClamped />);
    expect(
      screen.getByRole('link', { name: /^The Bill of Rights, from the Virginia Declaration.*into Ten Amendments$/ }),
    ).toBeInTheDocument();
  });
});
