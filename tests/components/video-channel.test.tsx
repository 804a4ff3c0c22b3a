import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFetchCache } from '../../site/data/fetchJson';
import { VIDEO_CHANNEL_URL } from '../../site/navigation';
import { renderRoute } from '../support/renderRoute';
import { listItems, listResponse } from './pages-fixtures';

const MEDIA_URL = '/api/articles?category=media&per_page=12';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  clearFetchCache();
});

describe('Product §2, the video channel: one setting for the footer and the Media promo', () => {
  it('is a real channel, not the bare youtube.com front page', () => {
    expect(VIDEO_CHANNEL_URL).toBe('https://www.youtube.com/@USNationalArchives');
    const url = new URL(VIDEO_CHANNEL_URL);
    expect(url.protocol).toBe('https:');
    expect(url.pathname.replace(/\/+$/, '')).not.toBe('');
  });

  it('the footer link and the Media promo both lead to it, and the promo names the channel', () => {
    renderRoute('/media', { [MEDIA_URL]: listResponse(listItems('media'), 12) });
    const footer = within(screen.getByRole('contentinfo')).getByRole('link', { name: /Our Video Channel/ });
    const promo = screen.getByRole('region', { name: 'Watch on YouTube' });
    const promoLink = within(promo).getByRole('link', { name: /YouTube/ });
    for (const link of [footer, promoLink]) {
      expect(link).toHaveAttribute('href', VIDEO_CHANNEL_URL);
      expect(link.getAttribute('href')).not.toMatch(/^https?:\/\/(www\.)?youtube\.com\/?$/);
    }
    expect(promo).toHaveTextContent("the U.S. National Archives' YouTube channel");
  });

  it('VITE_VIDEO_CHANNEL_URL at build points the site at another channel', async () => {
    vi.stubEnv('VITE_VIDEO_CHANNEL_URL', 'https://www.youtube.com/@LibraryOfCongress');
    vi.stubEnv('VITE_VIDEO_CHANNEL_NAME', "the Library of Congress's channel");
    vi.resetModules();
    const navigation = await import('../../site/navigation');
    expect(navigation.VIDEO_CHANNEL_URL).toBe('https://www.youtube.com/@LibraryOfCongress');
    expect((await import('../../site/pages/PillarPage')).VIDEO_CHANNEL_NAME).toBe("the Library of Congress's channel");
    const footerLinks = navigation.footerGroups.flatMap((group) => group.links);
    expect(footerLinks.find((link) => link.label === 'Our Video Channel')?.href).toBe('https://www.youtube.com/@LibraryOfCongress');
  });
});
