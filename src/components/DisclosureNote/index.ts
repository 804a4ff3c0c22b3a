export { DisclosureNote, type DisclosureNoteProps } from './DisclosureNote';
