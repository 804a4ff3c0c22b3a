import { useId } from 'react';
import * as styles from './KeyFacts.css';

export interface KeyFactsProps {
  /** The box's heading. */
  title?: string;
  /** The facts, one short sentence each; blank ones are dropped. */
  facts: ReadonlyArray<string>;
  /** The heading's level, to fit the page's outline. */
  level?: 2 | 3 | 4;
}

/** A sidebar of quick facts: an aside named by its heading, with a list. Renders nothing without facts. */
export function KeyFacts({ title = 'Key Facts', facts, level = 2 }: KeyFactsProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  const shown = facts.map((fact) => fact.trim()).filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <aside className={styles.box} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {shown.map((fact, index) => (
          <li key={index}>{fact}</li>
        ))}
      </ul>
    </aside>
  );
}
