export { ClassroomNotes, type ClassroomNotesProps, type GlossaryEntry } from './ClassroomNotes';
