import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TypeSpecimen } from '../../src/components/TypeSpecimen';
import { typeScale } from '../../tokens/scale';

const meta = {
  title: 'Foundations/Typography',
  component: TypeSpecimen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TypeSpecimen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole scale: display and body serifs, and the sans face for UI. */
export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const items = await within(canvasElement).findAllByRole('listitem');
    await expect(items).toHaveLength(typeScale.length);
  },
};

/** A long, unbroken sample wraps instead of overflowing at any size. */
export const LongSample: Story = {
  args: {
    sample:
      'Congress shall make no law respecting an establishment of religion, or prohibiting the free exercise thereof; or abridging the freedom of speech, or of the press',
  },
};
