import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../src/components/SiteFooter';
import { footerGroups, SITE_NAME, VIDEO_CHANNEL_URL } from '../../site/navigation';
import * as stories from '../../stories/SiteFooter.stories';

const { Default } = composeStories(stories);

describe('SiteFooter', () => {
  it('Product §2, shared layout: every footer link, in the "Footer" navigation', () => {
    render(<SiteFooter siteName={SITE_NAME} year={2025} groups={footerGroups} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.replace('↗ (opens in a new tab)', ''), link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Ownership', '/about/ownership'],
      ['Editorial Policy', '/about/editorial-policy'],
      ['Corrections Policy', '/about/corrections-policy'],
      ['Privacy Policy', '/privacy-policy'],
      ['Accessibility', '/about/accessibility'],
      ['Foundations', '/foundations'],
      ['Civic Life', '/civic-life'],
      ['People', '/people'],
      ['Landmarks', '/landmarks'],
      ['All articles', '/articles'],
      ['Topics', '/tags'],
      ['Founding Documents', '/documents'],
      ['Glossary', '/glossary'],
      ['Contact', '/contact'],
      ['Our Video Channel', VIDEO_CHANNEL_URL],
      ['RSS feed', '/feed.xml'],
      ['robots.txt', '/robots.txt'],
    ]);
  });

  it('groups the links in labelled lists', () => {
    render(<Default />);
    for (const name of ['About Parchment', 'Explore', 'More']) {
      expect(screen.getByRole('list', { name })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('Product §2, shared layout: the video channel is external, opens in a new tab and says so (the arrow is hidden from the name)', () => {
    render(<SiteFooter siteName={SITE_NAME} year={2025} groups={footerGroups} />);
    const link = screen.getByRole('link', { name: 'Our Video Channel (opens in a new tab)' });
    expect(link).toHaveAttribute('href', VIDEO_CHANNEL_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('Product §2, shared layout: a copyright line shows the given year', () => {
    render(<SiteFooter siteName={SITE_NAME} year={2031} groups={footerGroups} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Parchment. All rights reserved.');
  });
});
