import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutLevel } from '../.storybook/modes';
import { Stack } from '../src/components/Stack';
import { Sample } from './support/Sample';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    space: '4',
    children: [<Sample key="1">The Declaration of Independence</Sample>, <Sample key="2">The Articles of Confederation</Sample>, <Sample key="3">The Constitution</Sample>],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Children one under the other, 16 px apart, each as wide as the stack. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByText(/The /);
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(gap).toBe(16);
  },
};
export const Tight: Story = { args: { space: '1' } };
export const Loose: Story = { args: { space: '10' } };
/** The gap widens with the screen: 8 px on a phone, 32 px from the desktop width up. */
export const Responsive: Story = { args: { space: { mobile: '2', desktop: '8' } }, parameters: { ...layoutLevel, layout: 'padded' } };
export const AlignedCenter: Story = { args: { align: 'center' } };
export const AlignedRight: Story = { args: { align: 'right' } };
/** As a list: a `ul` keeps its list semantics, and readers hear the count. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Founding documents',
    style: { listStyle: 'none', margin: 0, padding: 0 },
    children: ['Declaration', 'Articles', 'Constitution'].map((name) => (
      <li key={name}>
        <Sample>{name}</Sample>
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Founding documents' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
