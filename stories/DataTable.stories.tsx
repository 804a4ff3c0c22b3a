import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from '../src/components/DataTable';
import { sprinkles } from '../tokens/sprinkles.css';
import { layoutLevel } from '../.storybook/modes';
import { phoneFrame } from './support/phoneFrame';

interface State {
  code: string;
  name: string;
  capital: string;
  /** The day it ratified the Constitution or was admitted. */
  admitted: string;
  /** The 2020 census count. */
  population: number | null;
  region: string;
}

const states: State[] = [
  { code: 'DE', name: 'Delaware', capital: 'Dover', admitted: '1787-12-07', population: 989948, region: 'South' },
  { code: 'PA', name: 'Pennsylvania', capital: 'Harrisburg', admitted: '1787-12-12', population: 13002700, region: 'Northeast' },
  { code: 'OH', name: 'Ohio', capital: 'Columbus', admitted: '1803-03-01', population: 11799448, region: 'Midwest' },
  { code: 'CA', name: 'California', capital: 'Sacramento', admitted: '1850-09-09', population: 39538223, region: 'West' },
  { code: 'HI', name: 'Hawaii', capital: 'Honolulu', admitted: '1959-08-21', population: null, region: 'West' },
];

const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const columns: DataTableColumn<State>[] = [
  { id: 'name', header: 'State', rowHeader: true, cell: (state) => state.name, sortValue: (state) => state.name },
  { id: 'capital', header: 'Capital', cell: (state) => state.capital, sortValue: (state) => state.capital },
  {
    id: 'admitted',
    header: 'Admitted',
    nowrap: true,
    cell: (state) => <time dateTime={state.admitted}>{dateFormat.format(new Date(state.admitted))}</time>,
    sortValue: (state) => new Date(state.admitted),
  },
  {
    id: 'population',
    header: 'Population',
    align: 'end',
    firstDirection: 'descending',
    cell: (state) => (state.population === null ? 'Not counted' : numberFormat.format(state.population)),
    sortValue: (state) => state.population,
  },
  { id: 'region', header: 'Region', cell: (state) => state.region },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<State>,
  parameters: { ...layoutLevel },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: '4' })}>
        <Story />
      </div>
    ),
  ],
  args: { columns, rows: states, rowKey: 'code', caption: 'States by date of admission', onSortChange: fn() },
} satisfies Meta<DataTableProps<State>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

/** Press a header's button to sort by it, again for the other way; the sorted header says which way (`aria-sort`) and the sort is announced. */
export const Sortable: Story = {
  tags: ['mobile-play'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'States by date of admission' });
    await expect(table).toHaveAccessibleDescription('Column headers with buttons are sortable.');
    await expect(rowNames(table)).toEqual(['Delaware', 'Pennsylvania', 'Ohio', 'California', 'Hawaii']);
    // Region has no sort value: its header is text, not a button.
    await expect(canvas.queryByRole('button', { name: 'Region' })).not.toBeInTheDocument();

    const stateHeader = canvas.getByRole('columnheader', { name: 'State' });
    await expect(stateHeader).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(stateHeader).getByRole('button', { name: 'State' }));
    await expect(stateHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(table)).toEqual(['California', 'Delaware', 'Hawaii', 'Ohio', 'Pennsylvania']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sorted by State, ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });

    await userEvent.click(within(stateHeader).getByRole('button', { name: 'State' }));
    await expect(stateHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(table)).toEqual(['Pennsylvania', 'Ohio', 'Hawaii', 'Delaware', 'California']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sorted by State, descending');

    // Population starts with the most; a row without a count goes last either way. Only one header is sorted at a time.
    await userEvent.click(canvas.getByRole('button', { name: 'Population' }));
    await expect(canvas.getByRole('columnheader', { name: 'Population' })).toHaveAttribute('aria-sort', 'descending');
    await expect(stateHeader).not.toHaveAttribute('aria-sort');
    await expect(rowNames(table)).toEqual(['California', 'Pennsylvania', 'Ohio', 'Delaware', 'Hawaii']);
    await userEvent.click(canvas.getByRole('button', { name: 'Population' }));
    await expect(rowNames(table)).toEqual(['Delaware', 'Ohio', 'Pennsylvania', 'California', 'Hawaii']);
  },
};

/** `defaultSort`: the table opens sorted, here by date of admission, latest first. */
export const DefaultSort: Story = {
  args: { defaultSort: { column: 'admitted', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(canvas.getByRole('columnheader', { name: 'Admitted' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(table)).toEqual(['Hawaii', 'California', 'Ohio', 'Pennsylvania', 'Delaware']);
  },
};

/** A caption shown on screen, when no heading beside the table names it. */
export const VisibleCaption: Story = {
  args: { captionHidden: false },
  play: async ({ canvasElement }) => {
    const caption = within(canvasElement).getByText('States by date of admission');
    await expect(caption.tagName).toBe('CAPTION');
    await expect(caption.getBoundingClientRect().height).toBeGreaterThan(1);
  },
};

/** `captionHidden`: a heading on the page already says what the table holds; screen readers still hear the caption. */
export const HiddenCaption: Story = {
  args: { captionHidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'States by date of admission' })).toBeInTheDocument();
    await expect(canvas.getByText('States by date of admission').getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** No rows: the empty state in place of the table. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No rows to show.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** `empty`: the caller's own words (or a whole EmptyState) for no rows. */
export const CustomEmpty: Story = {
  args: { rows: [], empty: 'No state matches these filters.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No state matches these filters.')).toBeInTheDocument();
  },
};

/** A table with no sortable column: plain headers, and no hint about sorting. */
export const NotSortable: Story = {
  args: { columns: columns.map(({ sortValue: _sortValue, ...column }) => column) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(table).not.toHaveAttribute('aria-describedby');
  },
};

/**
 * `manualSorting` with `sort` and `onSortChange`: the caller keeps the sort
 * and orders the rows (a paged list asks its server); the table shows the sort
 * and leaves the order alone. Here the "server" sorts by name only.
 */
function ServerSorted(args: Story['args']) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const rows = sort ? [...states].sort((a, b) => (sort.direction === 'ascending' ? 1 : -1) * a.name.localeCompare(b.name)) : states;
  return (
    <DataTable
      {...args}
      columns={columns.map((column) => (column.id === 'name' ? { ...column, sortValue: undefined, sortable: true } : { ...column, sortValue: undefined }))}
      rows={rows}
      rowKey="code"
      caption="States by date of admission"
      manualSorting
      sort={sort}
      onSortChange={(next) => {
        args?.onSortChange?.(next);
        setSort(next);
      }}
    />
  );
}

export const ManualSorting: Story = {
  render: (args) => <ServerSorted {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'State' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
    await expect(canvas.getByRole('columnheader', { name: 'State' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(table)).toEqual(['California', 'Delaware', 'Hawaii', 'Ohio', 'Pennsylvania']);
  },
};


/** Narrower than `cardsBelow` (40rem by default), each row is a card of labelled fields; nothing scrolls sideways, and it is still a table to screen readers. */
export const Cards: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'States by date of admission' });
    const region = canvas.getByRole('region', { name: 'States by date of admission' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const ohio = within(table).getByRole('rowheader', { name: 'Ohio' });
    await expect(getComputedStyle(ohio, '::before').content).toContain('State');
    const card = ohio.closest('tr') as HTMLElement;
    const population = card.querySelector('[data-label="Population"]') as HTMLElement;
    // Each field sits under the one before it.
    await expect(population.getBoundingClientRect().top).toBeGreaterThan(ohio.getBoundingClientRect().bottom - 1);
    // The sort buttons are in the visually hidden header row; sorting still works by keyboard there.
    await expect(canvas.getByRole('button', { name: 'State' })).toBeInTheDocument();
  },
};

/** `cardsBelow="never"`: always a table; where it is narrower than its columns, its region scrolls (by keyboard too). */
export const NeverCards: Story = {
  args: { cardsBelow: 'never' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(getComputedStyle(table).display).toBe('table');
    const region = canvas.getByRole('region', { name: 'States by date of admission' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};
