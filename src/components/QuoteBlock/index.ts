export { QuoteBlock, type QuoteBlockProps } from './QuoteBlock';
