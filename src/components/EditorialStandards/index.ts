export { EditorialStandards, type EditorialStandardsProps, type PolicyLink } from './EditorialStandards';
