import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutLevel } from '../.storybook/modes';
import { SiteFooter } from '../src/components/SiteFooter';
import { exampleFooterGroups, exampleSiteName } from './fixtures/navigation';

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  args: { siteName: exampleSiteName, year: 2025, groups: exampleFooterGroups },
  parameters: { ...layoutLevel },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, shared layout: every footer link, the external video channel and the copyright line with the year. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/about',
      '/about/ownership',
      '/about/editorial-policy',
      '/about/corrections-policy',
      '/privacy-policy',
      '/about/accessibility',
      '/foundations',
      '/civic-life',
      '/people',
      '/landmarks',
      '/contact',
      'https://www.youtube.com/',
      '/robots.txt',
    ]);
    const video = within(nav).getByRole('link', { name: 'Our Video Channel (opens in a new tab)' });
    await expect(video).toHaveAttribute('target', '_blank');
    await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(nav).getByRole('list', { name: 'Explore' })).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025 Parchment.');
  },
};

/** Another app's footer: its own name in the copyright line and its own groups of links. */
export const AnotherApp: Story = {
  args: {
    siteName: 'County Historical Society',
    year: 2026,
    groups: [
      {
        title: 'Visit',
        links: [
          { href: '/hours', label: 'Opening hours' },
          { href: 'https://www.nps.gov/', label: 'National Park Service', external: true },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Visit' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'National Park Service (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 County Historical Society. All rights reserved.');
  },
};
