import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentWidth, focusRing, measure, radii, space } from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';
import { TokenNames, TokenTable, cellStyle, rowHeaderStyle } from './TokenTable';

type SpaceToken = keyof typeof space;
type RadiusToken = keyof typeof radii;

function SpacingScale() {
  const tokens = (Object.keys(space) as SpaceToken[]).filter((token) => token !== 'none');
  return (
    <section aria-labelledby="spacing-heading" style={{ fontFamily: vars.font.ui }}>
      <h1 id="spacing-heading">Spacing</h1>
      <p>Every gap, margin and padding is a step on a 4 px grid.</p>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', paddingBottom: vars.space['2'] }}>Spacing tokens</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left', paddingRight: vars.space['6'] }}>
              Token
            </th>
            <th scope="col" style={{ textAlign: 'left', paddingRight: vars.space['6'] }}>
              Size
            </th>
            <th scope="col" style={{ textAlign: 'left' }}>
              Sample
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', paddingBlock: vars.space['1'] }}>
                space.{token}
              </th>
              <td>{space[token]}</td>
              <td>
                <span
                  aria-hidden="true"
                  style={{ display: 'block', height: vars.space['4'], width: space[token], background: vars.color.accentSurface }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Radii</h2>
      <ul style={{ display: 'flex', gap: vars.space['4'], listStyle: 'none', padding: 0 }}>
        {(Object.keys(radii) as Array<keyof typeof radii>).map((token) => (
          <li key={token} style={{ textAlign: 'center' }}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: vars.space['16'],
                height: vars.space['12'],
                border: `2px solid ${vars.color.border}`,
                borderRadius: radii[token],
                marginBottom: vars.space['1'],
              }}
            />
            {token}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every space step, radius and layout width by its CSS and `vars` names, for designers matching a design to code. */
function SpacingTokens() {
  const layout: Array<{ name: string; reference: string; path: string[]; value: string; use: string }> = [
    { name: 'measure', reference: vars.measure, path: ['measure'], value: measure, use: 'The reading width, about 66 characters.' },
    { name: 'contentWidth', reference: vars.contentWidth, path: ['contentWidth'], value: contentWidth, use: 'The widest content column.' },
    {
      name: 'focusRing.width',
      reference: vars.focusRing.width,
      path: ['focusRing', 'width'],
      value: focusRing.width,
      use: 'The focus outline’s thickness.',
    },
    {
      name: 'focusRing.offset',
      reference: vars.focusRing.offset,
      path: ['focusRing', 'offset'],
      value: focusRing.offset,
      use: 'The gap between an element and its focus outline.',
    },
  ];
  return (
    <section aria-labelledby="spacing-tokens-heading" style={{ fontFamily: vars.font.ui, color: vars.color.text }}>
      <h1 id="spacing-tokens-heading">Spacing tokens</h1>
      <p style={{ maxWidth: vars.measure }}>
        Gaps, margins and paddings are steps on a 4 px grid; corners take one of the radii.
      </p>
      <TokenTable caption="Space" columns={['Step', 'Token', 'Value', 'Sample']}>
        {(Object.keys(space) as SpaceToken[]).map((token) => (
          <tr key={token}>
            <th scope="row" style={rowHeaderStyle}>
              space.{token}
            </th>
            <td style={cellStyle}>
              <TokenNames reference={vars.space[token]} path={['space', token]} />
            </td>
            <td style={cellStyle}>{space[token]}</td>
            <td style={cellStyle}>
              <span
                aria-hidden="true"
                style={{ display: 'block', height: vars.space['4'], width: vars.space[token], background: vars.color.accentSurface }}
              />
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable caption="Radii" columns={['Radius', 'Token', 'Value', 'Sample']}>
        {(Object.keys(radii) as RadiusToken[]).map((token) => (
          <tr key={token}>
            <th scope="row" style={rowHeaderStyle}>
              radius.{token}
            </th>
            <td style={cellStyle}>
              <TokenNames reference={vars.radius[token]} path={['radius', token]} />
            </td>
            <td style={cellStyle}>{radii[token]}</td>
            <td style={cellStyle}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: vars.space['16'],
                  height: vars.space['10'],
                  border: `2px solid ${vars.color.border}`,
                  borderRadius: vars.radius[token],
                }}
              />
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable caption="Widths and focus ring" columns={['Token', 'Names', 'Value', 'Use']}>
        {layout.map((token) => (
          <tr key={token.name}>
            <th scope="row" style={rowHeaderStyle}>
              {token.name}
            </th>
            <td style={cellStyle}>
              <TokenNames reference={token.reference} path={token.path} />
            </td>
            <td style={cellStyle}>{token.value}</td>
            <td style={cellStyle}>{token.use}</td>
          </tr>
        ))}
      </TokenTable>
    </section>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  component: SpacingScale,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SpacingScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('row');
    // One header row plus every step but "none".
    await expect(rows).toHaveLength(Object.keys(space).length);
  },
};

/** Every space step (with none), radius and layout width by its custom property, `vars` path and value. */
export const Tokens: Story = {
  render: () => <SpacingTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spaceTable = await canvas.findByRole('table', { name: 'Space' });
    // The header row, then one row per step, "none" included.
    await expect(within(spaceTable).getAllByRole('row')).toHaveLength(Object.keys(space).length + 1);
    const step = within(spaceTable).getByRole('rowheader', { name: 'space.4' }).closest('tr') as HTMLElement;
    await expect(within(step).getByText('--pm-space-4')).toBeInTheDocument();
    await expect(within(step).getByText("vars.space['4']")).toBeInTheDocument();
    await expect(within(step).getByText(space['4'])).toBeInTheDocument();

    const radiiTable = canvas.getByRole('table', { name: 'Radii' });
    await expect(within(radiiTable).getAllByRole('row')).toHaveLength(Object.keys(radii).length + 1);
    const pill = within(radiiTable).getByRole('rowheader', { name: 'radius.pill' }).closest('tr') as HTMLElement;
    await expect(within(pill).getByText('--pm-radius-pill')).toBeInTheDocument();
    await expect(within(pill).getByText(radii.pill)).toBeInTheDocument();
  },
};
