import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from '../src/components/SkipLink';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  decorators: [
    (Story, context) => (
      <>
        <Story />
        <main id={context.args.targetId ?? 'main'} tabIndex={-1}>
          <p>The page&apos;s main content starts here.</p>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, shared layout: a skip-to-content link points to the main content; it stays out of sight until focused. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveAttribute('href', '#main');
  },
};

/** Product §2, shared layout: the first Tab shows the link, clearly, at the top left (WCAG 2.4.1, 2.4.7). */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toBeVisible();
  },
};

/** Following the link moves keyboard focus to the main content. */
export const Followed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A page whose main content has another id. */
export const CustomTarget: Story = {
  args: { targetId: 'content' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveAttribute('href', '#content');
  },
};
