import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PopularTopics } from '../src/components/PopularTopics';

const meta = {
  title: 'Components/PopularTopics',
  component: PopularTopics,
  args: { onPick: fn() },
} satisfies Meta<typeof PopularTopics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, search: "Popular Topics" with Constitution, Founding Fathers, Civil Rights, American Revolution, Civil War; a press calls onPick. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Popular Topics' })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Popular Topics' });
    await expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Constitution',
      'Founding Fathers',
      'Civil Rights',
      'American Revolution',
      'Civil War',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Civil Rights' }));
    await expect(args.onPick).toHaveBeenCalledWith('Civil Rights');
  },
};

/** Another list of topics, under an h3. */
export const CustomTopics: Story = {
  args: { topics: ['Bill of Rights', 'Supreme Court', 'Suffrage'], headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 3, name: 'Popular Topics' })).toBeInTheDocument();
  },
};

/** `hrefForTopic`: each topic links to its results, so it works without JavaScript; with `onPick` too, a plain click searches in place. */
export const AsLinks: Story = {
  args: { hrefForTopic: '/search?q={topic}' },
  play: async ({ canvasElement, args }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Popular Topics' });
    const constitution = within(list).getByRole('link', { name: 'Constitution' });
    await expect(constitution).toHaveAttribute('href', '/search?q=Constitution');
    await userEvent.click(constitution);
    await expect(args.onPick).toHaveBeenCalledWith('Constitution');
  },
};
