export { CorrectionsLog, type CorrectionsLogEntry, type CorrectionsLogProps } from './CorrectionsLog';
