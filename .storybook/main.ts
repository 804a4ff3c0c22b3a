import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * STORYBOOK_STORIES narrows the stories glob; the accessibility-gate self-test
 * (scripts/gate-selftest.mjs) uses it to build a scratch Storybook that holds
 * only its deliberately broken stories.
 */
const stories = process.env.STORYBOOK_STORIES
  ? process.env.STORYBOOK_STORIES.split(',')
  : ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'];

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
