import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TagList } from '../src/components/TagList';
import { exampleTagHref } from './fixtures/navigation';

const meta = {
  title: 'Components/TagList',
  component: TagList,
  args: { tags: ['Bill of Rights', 'Constitution', 'James Madison', 'civil liberties'], tagHref: exampleTagHref },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2: topic tags are chips linking to /search?tag={tag}, in a list named Topics. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Topics' });
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Tag: Bill of Rights' })).toHaveAttribute('href', '/search?tag=Bill%20of%20Rights');
  },
};

/** Many tags wrap onto more lines. */
export const ManyTags: Story = {
  args: {
    tags: [
      'American Revolution',
      'Articles of Confederation',
      'Bill of Rights',
      'Constitution',
      'Federalist Papers',
      'First Amendment',
      'Founding Fathers',
      'James Madison',
      'ratification',
      'Supreme Court',
      'Thomas Jefferson',
      'civil liberties',
    ],
  },
};

/** Without tags nothing is rendered. */
export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
