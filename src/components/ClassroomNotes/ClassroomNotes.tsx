import { classroomNotesMessages, type ClassroomNotesMessages } from './messages';
import { forwardRef, useId, type ReactNode } from 'react';
import * as styles from './ClassroomNotes.css';
import { subheadingLevel, type HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

/** A word a student may not know, and what it means here. */
export interface GlossaryEntry {
  /** The word or phrase as the article uses it. */
  term: string;
  /** What it means, in a sentence. */
  definition: string;
}

/** One fact for the teacher: what the piece supports, or how hard it reads. */
export interface TeacherNote {
  /** What the fact is about, e.g. "Reading level". */
  label: string;
  /** The fact; a list of several is joined by the component. */
  value: ReactNode | ReadonlyArray<ReactNode>;
}

export interface ClassroomNotesProps extends RootProps<'section', 'title'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<ClassroomNotesMessages>;
  /** Questions to discuss after reading, in the order to ask them. */
  questions: ReadonlyArray<string>;
  /** Terms the article uses, with their meanings. */
  glossary: ReadonlyArray<GlossaryEntry>;
  /** Facts for the teacher (reading level, the standards the piece supports), shown last as "For teachers". */
  teacherNotes?: ReadonlyArray<TeacherNote>;
  /** The section's heading. */
  title?: ReactNode;
  /** The heading's level, to fit the page's outline; the parts' headings are one level below it. */
  headingLevel?: HeadingLevel;
}

/**
 * "For the classroom": discussion questions (numbered, so a class can say
 * "question 2") and a glossary (a description list whose terms are
 * `<dfn>`, the defining instance), then facts for the teacher (a
 * description list). Each part is left out when it has nothing in it, and
 * the section when none has. In print it is a
 * worksheet: each question is followed by ruled lines to answer on, each
 * question and each term stays whole on one page, and each heading stays
 * with what follows.
 */
export const ClassroomNotes = forwardRef<HTMLElement, ClassroomNotesProps>(function ClassroomNotes({ questions, glossary, teacherNotes = [], title, headingLevel = 2, messages, className, ...rest }, ref) {
  const words = { ...classroomNotesMessages, ...messages };
  const headingId = useId();
  const shownQuestions = questions.map((question) => question.trim()).filter(Boolean);
  const shownGlossary = glossary
    .map((entry) => ({ term: entry.term.trim(), definition: entry.definition.trim() }))
    .filter((entry) => entry.term && entry.definition);
  const shownTeacherNotes = teacherNotes
    .map((note) => ({ label: note.label.trim(), values: (Array.isArray(note.value) ? note.value : [note.value]).filter((value) => value !== null && value !== undefined && value !== '') }))
    .filter((note) => note.label && note.values.length > 0);
  if (shownQuestions.length === 0 && shownGlossary.length === 0 && shownTeacherNotes.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const PartHeading = `h${subheadingLevel(headingLevel)}` as const;
  return (
    <section ref={ref} aria-labelledby={headingId} {...rest} className={cx(styles.section, className)}>
      <Heading id={headingId} className={styles.heading}>
        {title ?? words.title}
      </Heading>
      {shownQuestions.length > 0 ? (
        <div className={styles.part}>
          <PartHeading className={styles.partHeading}>{words.questions}</PartHeading>
          <ol className={styles.questions}>
            {shownQuestions.map((question, index) => (
              <li key={index} className={styles.question}>
                {question}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {shownGlossary.length > 0 ? (
        <div className={styles.part}>
          <PartHeading className={styles.partHeading}>{words.glossary}</PartHeading>
          <dl className={styles.glossary}>
            {shownGlossary.map((entry, index) => (
              <div key={`${entry.term}-${index}`} className={styles.entry}>
                <dt className={styles.term}>
                  <dfn className={styles.dfn}>{entry.term}</dfn>
                </dt>
                <dd className={styles.definition}>{entry.definition}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {shownTeacherNotes.length > 0 ? (
        <div className={styles.part}>
          <PartHeading className={styles.partHeading}>{words.forTeachers}</PartHeading>
          <dl className={styles.glossary}>
            {shownTeacherNotes.map((note, index) => (
              <div key={`${note.label}-${index}`} className={styles.entry}>
                <dt className={styles.term}>{note.label}</dt>
                {note.values.map((value, valueIndex) => (
                  <dd key={valueIndex} className={styles.definition}>
                    {value}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
});
