import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutLevel } from '../.storybook/modes';
import { SiteFooter } from '../src/components/SiteFooter';

const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  args: { year: 2025 },
  parameters: { ...layoutLevel },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec, shared layout: every footer link, the external video channel and the copyright line with the year. */
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

/** The video channel's address comes from the site's configuration. */
export const CustomVideoChannel: Story = {
  args: { year: 2026, videoChannelUrl: 'https://www.youtube.com/@parchment' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Our Video Channel/ });
    await expect(link).toHaveAttribute('href', 'https://www.youtube.com/@parchment');
  },
};
