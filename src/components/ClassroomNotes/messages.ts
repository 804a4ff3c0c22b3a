import type { MessagesOf } from '../../messages/format';

/** ClassroomNotes's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const classroomNotesMessages = {
  /** The section's heading, when the `title` prop is not given. */
  title: 'For the classroom',
  questions: 'Discussion questions',
  glossary: 'Glossary',
  /** The heading of the facts for the teacher (`teacherNotes`). */
  forTeachers: 'For teachers',
};

export type ClassroomNotesMessages = MessagesOf<typeof classroomNotesMessages>;
