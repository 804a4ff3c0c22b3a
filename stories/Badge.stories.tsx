import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../src/components/Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Article' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
/** Product §2, home: the featured card carries the badge Featured. */
export const Featured: Story = { args: { tone: 'featured', children: 'Featured' } };
/** Product §3, sources: a primary source shows a Primary badge. */
export const Primary: Story = { args: { tone: 'primary', children: 'Primary' } };
export const Success: Story = { args: { tone: 'success', children: 'Published' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Fail' } };
