export { AdminFilters, type AdminFilterValues, type AdminFiltersProps } from './AdminFilters';
