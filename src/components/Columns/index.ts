export { Columns, Column, type ColumnsProps, type ColumnProps, type ColumnsAlignY, type ColumnWidth } from './Columns';
