import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutLevel } from '../.storybook/modes';
import { Column, Columns } from '../src/components/Columns';
import { Sample } from './support/Sample';

const meta = {
  title: 'Primitives/Columns',
  component: Columns,
  subcomponents: { Column },
  parameters: { ...layoutLevel, layout: 'padded' },
  args: {
    space: '4',
    children: [
      <Column key="a">
        <Sample>The text of the article</Sample>
      </Column>,
      <Column key="b">
        <Sample>Key facts</Sample>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns sharing the row equally. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('The text of the article').getBoundingClientRect();
    const facts = within(canvasElement).getByText('Key facts').getBoundingClientRect();
    await expect(Math.round(text.width)).toBe(Math.round(facts.width));
    await expect(Math.round(text.top)).toBe(Math.round(facts.top));
  },
};
/** Two thirds and one third: the gap comes out of both in proportion. */
export const Fractions: Story = {
  args: {
    children: [
      <Column key="a" width="2/3">
        <Sample>Two thirds</Sample>
      </Column>,
      <Column key="b" width="1/3">
        <Sample>One third</Sample>
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    const wide = within(canvasElement).getByText('Two thirds').getBoundingClientRect().width;
    const narrow = within(canvasElement).getByText('One third').getBoundingClientRect().width;
    await expect(Math.abs(wide / narrow - 2)).toBeLessThan(0.02);
  },
};
/** A column as wide as its content, and one that takes the rest. */
export const ContentWidth: Story = {
  args: {
    children: [
      <Column key="a" width="content">
        <Sample>1791</Sample>
      </Column>,
      <Column key="b">
        <Sample>The Bill of Rights is ratified.</Sample>
      </Column>,
    ],
  },
};
/** Side by side from the tablet width up; one under the other on a phone. */
export const CollapseBelowTablet: Story = {
  args: { collapseBelow: 'tablet' },
  // Played again at 375 px, where the columns stack.
  tags: ['mobile-play'],
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('The text of the article').getBoundingClientRect();
    const facts = within(canvasElement).getByText('Key facts').getBoundingClientRect();
    if (window.innerWidth < 640) await expect(facts.top).toBeGreaterThan(text.bottom);
    else await expect(Math.round(facts.top)).toBe(Math.round(text.top));
  },
};
export const AlignedCenter: Story = {
  args: {
    alignY: 'center',
    children: [
      <Column key="a">
        <Sample tall>Tall</Sample>
      </Column>,
      <Column key="b">
        <Sample>Centred beside it</Sample>
      </Column>,
    ],
  },
};
