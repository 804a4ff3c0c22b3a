export { FilterBar, type FilterBarProps, type FilterOption } from './FilterBar';
