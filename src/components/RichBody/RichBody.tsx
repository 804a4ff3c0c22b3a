import { richBodyBlocks, type RichBodyDocument } from './blocks';
import * as styles from './RichBody.css';

export interface RichBodyProps {
  /** The article's body_rich document; null or undefined shows the empty message. */
  body: RichBodyDocument | null | undefined;
  /** Shown when there is nothing to render. */
  emptyText?: string;
}

/**
 * An article's body: headings (levels 2 to 4, with ids for linking) and
 * paragraphs, all rendered as text. Other section types are skipped.
 */
export function RichBody({ body, emptyText = 'No content available.' }: RichBodyProps) {
  const blocks = richBodyBlocks(body);
  if (blocks.length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={index} className={styles.paragraph}>
              {block.text}
            </p>
          );
        }
        const Heading = `h${block.level}` as const;
        return (
          <Heading key={block.id} id={block.id} className={`${styles.heading} ${styles.headingLevel[block.level]}`}>
            {block.text}
          </Heading>
        );
      })}
    </div>
  );
}
