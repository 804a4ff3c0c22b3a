export { ClassroomNotes, type ClassroomNotesProps, type GlossaryEntry, type TeacherNote } from './ClassroomNotes';
