import type { Decorator, Preview } from '@storybook/react-vite';
import '../tokens/fonts';
import { ParchmentProvider } from '../src/components/ParchmentProvider';
import { axeRules, axeTags } from './a11y.ts';
import { ThemedDocsContainer } from './docs.tsx';
import { componentModes, viewports } from './modes.ts';

/**
 * The theme is an attribute on <html>, exactly as on the site, so a story sees
 * the same cascade a page does. The test-runner flips the same attribute to
 * check and shoot the ink theme.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'ink' ? 'ink' : 'parchment';
  document.documentElement.dataset.theme = theme;
  return (
    <ParchmentProvider styleBody>
      <Story />
    </ParchmentProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'parchment', title: 'Parchment (light)' },
          { value: 'ink', title: 'Ink (dark)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'parchment',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    options: {
      // Storybook opens on the first entry: the Introduction. Components are
      // grouped in the package's layers, from the smallest parts to whole pages.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Guides',
          'Primitives',
          'Forms',
          'Components',
          'Editorial patterns',
          'Admin',
          'Examples',
          ['Article page', 'Pillar page', 'Search results', 'Admin list'],
          '*',
        ],
      },
    },
    docs: { container: ThemedDocsContainer },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // A violation fails the test-runner, not just a panel warning.
      test: 'error',
      options: { runOnly: { type: 'tag', values: axeTags } },
      config: { rules: axeRules },
    },
    chromatic: { modes: componentModes, pauseAnimationAtEnd: true },
  },
};

export default preview;
