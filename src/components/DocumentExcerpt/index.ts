export { DocumentExcerpt, type DocumentExcerptProps } from './DocumentExcerpt';
