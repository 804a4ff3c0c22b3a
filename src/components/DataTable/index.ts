export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export type { DataTableOptions } from './DataTableView';
export type { DataTableSort, SortDirection, SortableValue } from './sortRows';
export type { CardsBelow } from './DataTableView';
