import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TypeSpecimen } from '../../src/components/TypeSpecimen';
import { fontFamilyDescriptions, fontStackNames } from '../../tokens/designTokens';
import { fontFamilies, fontSizes, fontWeights, lineHeights, typeScale } from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';
import { Code, TokenNames, TokenTable, cellStyle, rowHeaderStyle } from './TokenTable';

type Family = keyof typeof fontFamilies;
type Weight = keyof typeof fontWeights;
type LineHeight = keyof typeof lineHeights;

function pixels(rem: string) {
  return `${Number.parseFloat(rem) * 16}px`;
}

/** Every typography token by name, for designers matching a design to code: the scale's steps, then each family, weight and line height. */
function TypographyTokens() {
  return (
    <section aria-labelledby="type-tokens-heading" style={{ fontFamily: vars.font.ui, color: vars.color.text }}>
      <h1 id="type-tokens-heading">Typography tokens</h1>
      <p style={{ maxWidth: vars.measure }}>
        Each step of the type scale is a size, a family, a weight and a line height, each a token. Sizes are in rem on a
        16 px root.
      </p>
      <TokenTable caption="Type scale" columns={['Step', 'Size', 'Family', 'Weight', 'Line height']}>
        {typeScale.map((step) => (
          <tr key={step.name}>
            <th
              scope="row"
              style={{
                ...rowHeaderStyle,
                fontFamily: vars.font[step.family],
                fontSize: vars.fontSize[step.token],
                fontWeight: vars.fontWeight[step.weight],
                lineHeight: vars.lineHeight[step.lineHeight],
              }}
            >
              {step.name}
            </th>
            <td style={cellStyle}>
              <TokenNames reference={vars.fontSize[step.token]} path={['fontSize', step.token]} />
              <br />
              {fontSizes[step.token]} ({pixels(fontSizes[step.token])})
            </td>
            <td style={cellStyle}>
              <TokenNames reference={vars.font[step.family]} path={['font', step.family]} />
            </td>
            <td style={cellStyle}>
              <TokenNames reference={vars.fontWeight[step.weight]} path={['fontWeight', step.weight]} />
              <br />
              {fontWeights[step.weight]}
            </td>
            <td style={cellStyle}>
              <TokenNames reference={vars.lineHeight[step.lineHeight]} path={['lineHeight', step.lineHeight]} />
              <br />
              {lineHeights[step.lineHeight]}
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable caption="Font families" columns={['Family', 'Token', 'Use', 'Stack']}>
        {(Object.keys(fontFamilies) as Family[]).map((family) => (
          <tr key={family}>
            <th scope="row" style={{ ...rowHeaderStyle, fontFamily: vars.font[family], fontSize: vars.fontSize.md }}>
              {fontStackNames(fontFamilies[family])[0]}
            </th>
            <td style={cellStyle}>
              <TokenNames reference={vars.font[family]} path={['font', family]} />
            </td>
            <td style={cellStyle}>{fontFamilyDescriptions[family]}</td>
            <td style={cellStyle}>
              <Code wrap>{fontFamilies[family]}</Code>
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable caption="Font weights" columns={['Weight', 'Token', 'Value']}>
        {(Object.keys(fontWeights) as Weight[]).map((weight) => (
          <tr key={weight}>
            <th scope="row" style={{ ...rowHeaderStyle, fontWeight: vars.fontWeight[weight] }}>
              {weight}
            </th>
            <td style={cellStyle}>
              <TokenNames reference={vars.fontWeight[weight]} path={['fontWeight', weight]} />
            </td>
            <td style={cellStyle}>{fontWeights[weight]}</td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable caption="Line heights" columns={['Line height', 'Token', 'Value']}>
        {(Object.keys(lineHeights) as LineHeight[]).map((height) => (
          <tr key={height}>
            <th scope="row" style={rowHeaderStyle}>
              {height}
            </th>
            <td style={cellStyle}>
              <TokenNames reference={vars.lineHeight[height]} path={['lineHeight', height]} />
            </td>
            <td style={cellStyle}>{lineHeights[height]}</td>
          </tr>
        ))}
      </TokenTable>
    </section>
  );
}

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

/** Every typography token by its CSS and `vars` names: the scale's steps, the families, weights and line heights. */
export const Tokens: Story = {
  render: () => <TypographyTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scale = await canvas.findByRole('table', { name: 'Type scale' });
    // The header row, then one row per step.
    await expect(within(scale).getAllByRole('row')).toHaveLength(typeScale.length + 1);
    const body = within(scale).getByRole('rowheader', { name: 'Body' }).closest('tr') as HTMLElement;
    await expect(within(body).getByText('--pm-fontSize-md')).toBeInTheDocument();
    await expect(within(body).getByText('vars.fontSize.md')).toBeInTheDocument();
    await expect(within(body).getByText(`${fontSizes.md} (18px)`)).toBeInTheDocument();

    const families = canvas.getByRole('table', { name: 'Font families' });
    await expect(within(families).getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Playfair Display',
      'Source Serif 4',
      'Source Sans 3',
    ]);
    const weights = canvas.getByRole('table', { name: 'Font weights' });
    await expect(within(weights).getAllByRole('row')).toHaveLength(Object.keys(fontWeights).length + 1);
    const lineHeightsTable = canvas.getByRole('table', { name: 'Line heights' });
    await expect(within(lineHeightsTable).getByText('--pm-lineHeight-normal')).toBeInTheDocument();
  },
};
