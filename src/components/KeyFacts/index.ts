export { KeyFacts, type KeyFactsProps } from './KeyFacts';
