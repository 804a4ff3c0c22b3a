export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryError } from './ErrorSummary';
