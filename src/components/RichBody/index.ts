export { RichBody, type RichBodyProps } from './RichBody';
export type { RichBodyDocument, RichBodySection, RichNote } from './blocks';
