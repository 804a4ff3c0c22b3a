import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColorSwatch } from '../src/components/ColorSwatch';
import { brandColours, brandColourUses } from '../tokens/palette';

const meta = {
  title: 'Foundations/ColorSwatch',
  component: ColorSwatch,
  args: { name: 'seal', value: brandColours.seal, usage: brandColourUses.seal },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ColorSwatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A colour that passes on parchment and fails on ink. */
export const PassesOnOneSurface: Story = {
  play: async ({ canvasElement }) => {
    const swatch = await within(canvasElement).findByRole('figure', { name: 'seal' });
    await expect(within(swatch).getByText('#8B2E2A')).toBeInTheDocument();
    await expect(within(swatch).getByText('AAA')).toBeInTheDocument();
    await expect(within(swatch).getByText('Fail')).toBeInTheDocument();
  },
};

/** A mid-tone that fails on both surfaces. */
export const FailsOnBoth: Story = { args: { name: 'brass', value: brandColours.brass, usage: brandColourUses.brass } };

/** Without a usage line. */
export const WithoutUsage: Story = { args: { name: 'granite', value: brandColours.granite, usage: undefined } };
