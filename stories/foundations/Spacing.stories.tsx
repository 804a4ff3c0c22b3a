import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { radii, space } from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';

type SpaceToken = keyof typeof space;

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
