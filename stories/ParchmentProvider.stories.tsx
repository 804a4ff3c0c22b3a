import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleCard } from '../src/components/ArticleCard';
import { ParchmentProvider } from '../src/components/ParchmentProvider';
import { sprinkles } from '../tokens/sprinkles.css';
import { billOfRights } from './fixtures/content';

/** What a provider wraps in these stories: an article card, as an app would show it. */
function Card() {
  return <ArticleCard {...billOfRights} headingLevel={2} />;
}

const meta = {
  title: 'Foundations/ParchmentProvider',
  component: ParchmentProvider,
  args: { children: <Card /> },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: '4' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParchmentProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a theme the subtree keeps the theme around it: here Storybook's toolbar choice. */
export const InheritsTheTheme: Story = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: billOfRights.title });
    await expect(heading.closest('[data-theme]')).toBe(document.documentElement);
  },
};

/** theme="ink": the subtree is dark whatever the page around it is. */
export const Ink: Story = {
  args: { theme: 'ink', className: sprinkles({ padding: '4' }) },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: billOfRights.title });
    await expect(heading.closest('[data-theme]')).toHaveAttribute('data-theme', 'ink');
  },
};

/** theme="parchment": the subtree is light whatever the page around it is. */
export const Parchment: Story = {
  args: { theme: 'parchment', className: sprinkles({ padding: '4' }) },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: billOfRights.title });
    await expect(heading.closest('[data-theme]')).toHaveAttribute('data-theme', 'parchment');
  },
};

/** Providers nest: an ink panel inside a parchment one, each drawn in its own theme. */
export const Nested: Story = {
  args: {
    theme: 'parchment',
    className: sprinkles({ padding: '4' }),
    children: (
      <>
        <p>The outer provider is parchment.</p>
        <ParchmentProvider theme="ink" className={sprinkles({ padding: '4' })}>
          <p>The inner provider is ink.</p>
        </ParchmentProvider>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outer = await canvas.findByText('The outer provider is parchment.');
    const inner = canvas.getByText('The inner provider is ink.');
    await expect(outer.closest('[data-theme]')).toHaveAttribute('data-theme', 'parchment');
    await expect(inner.closest('[data-theme]')).toHaveAttribute('data-theme', 'ink');
    await expect(getComputedStyle(inner).color).not.toBe(getComputedStyle(outer).color);
  },
};
