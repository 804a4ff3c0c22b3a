export { NoteRef, defaultNoteHref, noteRefId, sourceAnchorId, type NoteRefProps } from './NoteRef';
