/**
 * DataTable: a captioned table of any rows, sortable by its columns' values
 * (W3C's sortable table pattern), with cards where narrow and an empty state.
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/DataTable.stories';
import { DataTable, type DataTableColumn } from '../../src/components/DataTable';
import { nextSort, sortOrder, toSortValue } from '../../src/components/DataTable/sortRows';
import { ParchmentProvider } from '../../src/components/ParchmentProvider';
import { spanishMessages as es } from '../../src/messages/es';

const { Sortable, DefaultSort, Empty, NotSortable, ManualSorting } = composeStories(stories);

interface Bill {
  id: number;
  title: string;
  votes: number | null;
  passed: string | null;
}

const bills: Bill[] = [
  { id: 1, title: 'Item 10', votes: 218, passed: '1964-07-02' },
  { id: 2, title: 'item 2', votes: null, passed: null },
  { id: 3, title: 'Élan Act', votes: 290, passed: '1965-08-06' },
  { id: 4, title: 'Budget Act', votes: 218, passed: '1921-06-10' },
];

const columns: DataTableColumn<Bill>[] = [
  { id: 'title', header: 'Bill', rowHeader: true, cell: (bill) => bill.title, sortValue: (bill) => bill.title },
  { id: 'votes', header: 'Votes', align: 'end', firstDirection: 'descending', cell: (bill) => bill.votes ?? '—', sortValue: (bill) => bill.votes },
  { id: 'passed', header: 'Passed', cell: (bill) => bill.passed ?? 'Pending', sortValue: (bill) => (bill.passed ? new Date(bill.passed) : null) },
  { id: 'actions', header: 'Actions', cardLabel: false, cell: (bill) => <a href={`/bills/${bill.id}`}>Read {bill.title}</a> },
];

const titles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('names the table and its scrolling region by the caption, and reads each cell with its column and row', () => {
    render(<DataTable columns={columns} rows={bills} rowKey="id" caption="Bills of the session" />);
    const table = screen.getByRole('table', { name: 'Bills of the session' });
    expect(screen.getByRole('region', { name: 'Bills of the session' })).toContainElement(table);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Bill', 'Votes', 'Passed', 'Actions']);
    expect(titles()).toEqual(['Item 10', 'item 2', 'Élan Act', 'Budget Act']);
    // Each row's cells carry their column's label for the card layout, but an unlabelled one (the action) does not.
    const row = screen.getByRole('rowheader', { name: 'Budget Act' }).closest('tr') as HTMLElement;
    expect(row.querySelector('[data-label="Passed"]')).toHaveTextContent('1921-06-10');
    expect(within(row).getByRole('link', { name: 'Read Budget Act' }).closest('td')).not.toHaveAttribute('data-label');
  });

  it('sorts text as a reader expects: case and accents aside, numbers in text by value', async () => {
    render(<DataTable columns={columns} rows={bills} rowKey="id" caption="Bills" />);
    await userEvent.click(screen.getByRole('button', { name: 'Bill' }));
    expect(titles()).toEqual(['Budget Act', 'Élan Act', 'item 2', 'Item 10']);
    expect(screen.getByRole('columnheader', { name: 'Bill' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts numbers and dates by value, keeps equal rows in their order, and puts rows without a value last both ways', async () => {
    render(<DataTable columns={columns} rows={bills} rowKey="id" caption="Bills" />);
    const votes = screen.getByRole('button', { name: 'Votes' });
    await userEvent.click(votes);
    expect(screen.getByRole('columnheader', { name: 'Votes' })).toHaveAttribute('aria-sort', 'descending');
    expect(titles()).toEqual(['Élan Act', 'Item 10', 'Budget Act', 'item 2']);
    await userEvent.click(votes);
    expect(titles()).toEqual(['Item 10', 'Budget Act', 'Élan Act', 'item 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Passed' }));
    expect(titles()).toEqual(['Budget Act', 'Item 10', 'Élan Act', 'item 2']);
  });

  it('announces each sort in a status message, and tells screen readers the header buttons sort', async () => {
    render(<Sortable />);
    const table = screen.getByRole('table');
    expect(table).toHaveAccessibleDescription('Column headers with buttons are sortable.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Capital' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by Capital, ascending');
  });

  it('is sorted by keyboard: Tab to a header button, Enter or Space to sort', async () => {
    const onSortChange = vi.fn();
    render(<DataTable columns={columns} rows={bills} rowKey="id" caption="Bills" onSortChange={onSortChange} />);
    await userEvent.tab(); // the scrolling region
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Bill' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'title', direction: 'ascending' });
    await userEvent.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'title', direction: 'descending' });
    // The rows moved under it, but focus stayed on the button.
    expect(screen.getByRole('button', { name: 'Bill' })).toHaveFocus();
  });

  it('starts from defaultSort', () => {
    render(<DefaultSort />);
    expect(screen.getByRole('columnheader', { name: 'Admitted' })).toHaveAttribute('aria-sort', 'descending');
    expect(titles()[0]).toBe('Hawaii');
  });

  it('with sort given, shows the caller’s sort and changes it only through onSortChange', async () => {
    const onSortChange = vi.fn();
    render(<DataTable columns={columns} rows={bills} rowKey="id" caption="Bills" sort={{ column: 'votes', direction: 'ascending' }} onSortChange={onSortChange} />);
    expect(titles()).toEqual(['Item 10', 'Budget Act', 'Élan Act', 'item 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Votes' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'votes', direction: 'descending' });
    expect(screen.getByRole('columnheader', { name: 'Votes' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('with manualSorting, leaves the rows in the order given (a server sorted them)', async () => {
    render(<DataTable columns={columns} rows={bills} rowKey="id" caption="Bills" manualSorting sort={{ column: 'title', direction: 'ascending' }} />);
    expect(screen.getByRole('columnheader', { name: 'Bill' })).toHaveAttribute('aria-sort', 'ascending');
    expect(titles()).toEqual(['Item 10', 'item 2', 'Élan Act', 'Budget Act']);
    render(<ManualSorting />);
    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    expect(screen.getAllByRole('columnheader', { name: 'State' })[0]).toHaveAttribute('aria-sort', 'ascending');
  });

  it('has no buttons and no sorting hint when no column sorts', () => {
    render(<NotSortable />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAccessibleDescription();
  });

  it('shows the empty state, its own words or the caller’s, in place of the table', () => {
    render(<Empty />);
    expect(screen.getByText('No rows to show.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    render(<DataTable columns={columns} rows={[]} rowKey="id" caption="Bills" empty={<strong>No bills this session.</strong>} />);
    expect(screen.getByText('No bills this session.').tagName).toBe('STRONG');
  });

  it('says aria-busy while its rows are being replaced', () => {
    render(<DataTable columns={columns} rows={bills} rowKey="id" caption="Bills" busy />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('takes its words from the provider, in Spanish', async () => {
    render(
      <ParchmentProvider messages={es} locale="es-US">
        <DataTable columns={columns} rows={bills} rowKey={(bill) => `bill-${bill.id}`} caption="Leyes" />
      </ParchmentProvider>,
    );
    expect(screen.getByRole('table')).toHaveAccessibleDescription('Los encabezados de columna con botones permiten ordenar.');
    await userEvent.click(screen.getByRole('button', { name: 'Votes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ordenado por Votes, descendente');
  });

  it('renders on the server, rows and all, from plain props (a server component may render it)', () => {
    const html = renderToString(<DataTable columns={columns} rows={bills} rowKey="id" caption="Bills" defaultSort={{ column: 'title', direction: 'ascending' }} />);
    expect(html).toContain('aria-sort="ascending"');
    expect(html.indexOf('Budget Act')).toBeLessThan(html.indexOf('Item 10'));
  });
});

describe('DataTable sorting', () => {
  it('sortOrder: stable, nulls last in both directions', () => {
    expect(sortOrder([3, null, 1, 3], 'ascending', 'en-US')).toEqual([2, 0, 3, 1]);
    expect(sortOrder([3, null, 1, 3], 'descending', 'en-US')).toEqual([0, 3, 2, 1]);
    expect(sortOrder(['b', 'A', 'a'], 'ascending', 'en-US')).toEqual([1, 2, 0]);
  });

  it('toSortValue: dates and booleans become numbers; blanks and invalid dates become nothing', () => {
    expect(toSortValue(new Date('2024-01-02T00:00:00Z'))).toBe(Date.UTC(2024, 0, 2));
    expect(toSortValue(new Date('not a date'))).toBeNull();
    expect(toSortValue(true)).toBe(1);
    expect(toSortValue('  ')).toBeNull();
    expect(toSortValue(undefined)).toBeNull();
    expect(toSortValue(Number.NaN)).toBeNull();
  });

  it('nextSort: the same column flips; another starts at its first direction', () => {
    expect(nextSort(null, 'votes', 'descending')).toEqual({ column: 'votes', direction: 'descending' });
    expect(nextSort({ column: 'votes', direction: 'descending' }, 'votes', 'descending')).toEqual({ column: 'votes', direction: 'ascending' });
    expect(nextSort({ column: 'votes', direction: 'descending' }, 'title', 'ascending')).toEqual({ column: 'title', direction: 'ascending' });
  });
});
