export { EditorialStandards, type EditorialStandardsProps } from './EditorialStandards';
