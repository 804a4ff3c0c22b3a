import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColorSwatch } from '../../src/components/ColorSwatch';
import { brandColours, brandColourUses, type BrandColourName } from '../../tokens/palette';
import { contrastLevel, contrastRatio } from '../../tokens/contrast';

function Palette() {
  const names = Object.keys(brandColours) as BrandColourName[];
  return (
    <section aria-labelledby="palette-heading">
      <h1 id="palette-heading">Colours</h1>
      <p>
        The brand’s eight named colours, each measured against the parchment and ink surfaces. Text needs 4.5:1 (AA);
        7:1 is AAA.
      </p>
      <div style={{ display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {names.map((name) => (
          <ColorSwatch key={name} name={name} value={brandColours[name]} usage={brandColourUses[name]} />
        ))}
      </div>
    </section>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: Palette,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §4, contrast badge: every named colour with its ratio against parchment and ink and its grade. */
export const BrandPalette: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const swatches = await canvas.findAllByRole('figure');
    await expect(swatches).toHaveLength(8);
    const seal = await canvas.findByRole('figure', { name: 'seal' });
    const expected = contrastLevel(contrastRatio(brandColours.seal, brandColours.parchment));
    await expect(within(seal).getByText(expected)).toBeInTheDocument();
  },
};
