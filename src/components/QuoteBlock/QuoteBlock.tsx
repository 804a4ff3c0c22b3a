import { forwardRef, type ReactNode } from 'react';
import * as styles from './QuoteBlock.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface QuoteBlockProps extends RootProps<'figure', 'children'> {
  /** The quoted words, without quotation marks. */
  quote: string;
  /** Who said or wrote it, and where, e.g. "James Madison, Federalist No. 51". */
  attribution: ReactNode;
  /** The URL of the quotation's source, kept in the blockquote's cite attribute. */
  cite?: string;
}

/** A pull quote: a blockquote in a figure, attributed in the caption. */
export const QuoteBlock = forwardRef<HTMLElement, QuoteBlockProps>(function QuoteBlock({ quote, attribution, cite, className, ...rest }, ref) {
  return (
    <figure ref={ref} {...rest} className={cx(styles.figure, className)}>
      <blockquote className={styles.quote} cite={cite || undefined}>
        <p className={styles.text}>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span aria-hidden="true">— </span>
        {attribution}
      </figcaption>
    </figure>
  );
});
