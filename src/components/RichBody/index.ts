export { RichBody, type RichBodyProps } from './RichBody';
export { richBodyOutline } from './blocks';
export type { RichBodyDocument, RichBodyOutlineItem, RichBodySection, RichNote } from './blocks';
