import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutLevel } from '../.storybook/modes';
import { Inline } from '../src/components/Inline';
import { Sample } from './support/Sample';

const amendments = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  parameters: { ...layoutLevel, layout: 'padded' },
  args: { space: '2', children: amendments.map((name) => <Sample key={name}>{name} Amendment</Sample>) },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side, 8 px apart; on a narrow screen they wrap onto more lines. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('First Amendment');
    const second = within(canvasElement).getByText('Second Amendment');
    await expect(second.getBoundingClientRect().left - first.getBoundingClientRect().right).toBe(8);
  },
};
export const Centred: Story = { args: { align: 'center' } };
export const Right: Story = { args: { align: 'right' } };
export const SpaceBetween: Story = { args: { align: 'spaceBetween', children: amendments.slice(0, 3).map((name) => <Sample key={name}>{name}</Sample>) } };
/** Children of different heights, centred on one another. */
export const AlignedY: Story = {
  args: {
    alignY: 'center',
    children: [
      <Sample key="a" tall>
        Tall
      </Sample>,
      <Sample key="b">Short</Sample>,
    ],
  },
};
/** `wrap={false}`: one line whatever the width (a field and its button). */
export const NoWrap: Story = { args: { wrap: false, children: amendments.slice(0, 3).map((name) => <Sample key={name}>{name}</Sample>) } };
/** Wider gaps from the tablet width up. */
export const Responsive: Story = { args: { space: { mobile: '1', tablet: '6' } } };
