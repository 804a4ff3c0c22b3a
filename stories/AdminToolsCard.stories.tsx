import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminToolsCard } from '../src/components/AdminToolsCard';
import { sprinkles } from '../tokens/sprinkles.css';
import { layoutLevel } from '../.storybook/modes';

const meta = {
  title: 'Admin/AdminToolsCard',
  component: AdminToolsCard,
  args: { articlesHref: '/admin/articles' },
  parameters: { ...layoutLevel },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: '4' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminToolsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2: "Admin Tools" with a "Manage Articles" link to /admin/articles. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Admin Tools', level: 2 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Manage Articles' })).toHaveAttribute('href', '/admin/articles');
  },
};
