import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NON_TEXT_RATIO, contrastLevel, contrastRatio, formatRatio } from '../../tokens/contrast';
import { colourRoleDescriptions } from '../../tokens/designTokens';
import { vars } from '../../tokens/theme.css';
import {
  nonTextPairs,
  textOnSurfacePairs,
  themeColours,
  themeNames,
  type ColourRole,
  type ThemeName,
} from '../../tokens/themes';
import { Code, DocText, TokenTable, cellStyle, customProperty, rowHeaderStyle } from './TokenTable';

const roles = Object.keys(themeColours.parchment) as ColourRole[];

const themeTitles: Record<ThemeName, string> = { parchment: 'Parchment (light)', ink: 'Ink (dark)' };

/** The ratios a reader of the table needs for this role: as text on each surface it is drawn on, or as a control edge. */
function Ratios({ role, theme }: { role: ColourRole; theme: ThemeName }) {
  const colours = themeColours[theme];
  const asText = textOnSurfacePairs.filter(([foreground]) => foreground === role);
  const asEdge = nonTextPairs.filter(([foreground]) => foreground === role);
  if (asText.length === 0 && asEdge.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: `${vars.space['1']} 0 0`, padding: 0, color: vars.color.textMuted }}>
      {asText.map(([, background]) => {
        const ratio = contrastRatio(colours[role], colours[background]);
        return (
          <li key={background}>
            {formatRatio(ratio)} on {background} ({contrastLevel(ratio)})
          </li>
        );
      })}
      {asEdge.map(([, background]) => (
        <li key={background}>
          {formatRatio(contrastRatio(colours[role], colours[background]))} on {background} (non-text, needs {NON_TEXT_RATIO}:1)
        </li>
      ))}
    </ul>
  );
}

function ThemeValue({ role, theme }: { role: ColourRole; theme: ThemeName }) {
  const value = themeColours[theme][role];
  return (
    <td style={cellStyle}>
      <span style={{ display: 'flex', alignItems: 'center', gap: vars.space['2'] }}>
        <span
          aria-hidden="true"
          style={{
            flex: 'none',
            width: vars.space['8'],
            height: vars.space['6'],
            background: value,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.sm,
          }}
        />
        <Code>{value}</Code>
      </span>
      <Ratios role={role} theme={theme} />
    </td>
  );
}

/** Every colour role of the two themes: what it is for, its custom property, and its value and contrast in each theme. */
function ThemeRoles() {
  return (
    <section aria-labelledby="theme-roles-heading" style={{ fontFamily: vars.font.ui, color: vars.color.text }}>
      <h1 id="theme-roles-heading">Theme roles</h1>
      <p style={{ maxWidth: vars.measure }}>
        Components never use a palette colour directly: they use a role, and each theme gives every role a value. Both
        themes are shown side by side whatever the current theme. Text needs 4.5:1 against the surface it is drawn on
        (AA; 7:1 is AAA). In CSS the roles are the <Code>--pm-color-*</Code> properties of <Code>tokens.css</Code>; in
        Tokens Studio or Style Dictionary, <Code>color.*</Code> in <Code>tokens.json</Code> (the ink
        values in each token&apos;s <Code>$extensions.mode.ink</Code>).
      </p>
      <TokenTable
        caption="Colour roles in the parchment and ink themes"
        columns={['Role', 'Custom property', 'Use', ...themeNames.map((theme) => themeTitles[theme])]}
      >
        {roles.map((role) => (
          <tr key={role}>
            <th scope="row" style={rowHeaderStyle}>
              {role}
            </th>
            <td style={cellStyle}>
              <Code>{customProperty(vars.color[role])}</Code>
            </td>
            <td style={cellStyle}>{colourRoleDescriptions[role] ? <DocText text={colourRoleDescriptions[role]} /> : '—'}</td>
            {themeNames.map((theme) => (
              <ThemeValue key={theme} role={role} theme={theme} />
            ))}
          </tr>
        ))}
      </TokenTable>
    </section>
  );
}

const meta = {
  title: 'Foundations/Theme roles',
  component: ThemeRoles,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row per role in tokens/themes.ts, each with both themes' values and, for text, its contrast on its surfaces. */
export const AllRoles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Colour roles in the parchment and ink themes' });
    const rows = within(table).getAllByRole('row');
    // The header row, then one row per role.
    await expect(rows).toHaveLength(roles.length + 1);

    const columns = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const cell = (role: ColourRole, column: string) => {
      const row = rows.find((candidate) => within(candidate).queryByRole('rowheader', { name: role }));
      if (!row) throw new Error(`No row for ${role}`);
      const cells = [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')];
      return within(cells[columns.indexOf(column)]);
    };

    await expect(cell('surfaceRaised', 'Custom property').getByText('--pm-color-surfaceRaised')).toBeInTheDocument();
    for (const theme of themeNames) {
      await expect(cell('surfaceRaised', themeTitles[theme]).getByText(themeColours[theme].surfaceRaised)).toBeInTheDocument();
      const ratio = contrastRatio(themeColours[theme].text, themeColours[theme].surface);
      const expected = `${formatRatio(ratio)} on surface (${contrastLevel(ratio)})`;
      await expect(cell('text', themeTitles[theme]).getByText(expected)).toBeInTheDocument();
    }
  },
};
