import { forwardRef, Children, isValidElement, type ReactNode } from 'react';
import * as styles from './CardGrid.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface CardGridProps extends RootProps<'ul', 'children'> {
  /** The cards, usually ArticleCards; each becomes one list item. A featured ArticleCard spans two-thirds of the row on wide screens. */
  children: ReactNode;
  /** A name for the list when the surrounding heading does not give one, e.g. "Foundations articles". */
  'aria-label'?: string;
  /** The id of a visible heading that names the list. */
  'aria-labelledby'?: string;
  /**
   * Up to three cards share one row from the tablet breakpoint, each column as
   * wide as the row allows, so a short list never leaves an empty column (three
   * cards on a two-column tablet would otherwise leave half a row blank). Four
   * or more cards keep the usual one, two or three columns.
   */
  fitRow?: boolean;
}

/**
 * Cards in one, two or three columns (from the tablet and desktop
 * breakpoints), as a list, so screen readers announce how many there are.
 */
export const CardGrid = forwardRef<HTMLUListElement, CardGridProps>(function CardGrid({ children, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy, fitRow = false, className, ...rest }, ref) {
  // toArray drops null and false children and gives each one a stable key.
  const cards = Children.toArray(children);
  return (
    <ul ref={ref} {...rest} className={cx(fitRow ? `${styles.grid} ${styles.fitRow}` : styles.grid, className)} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
      {cards.map((card, index) => (
        <li key={isValidElement(card) && card.key !== null ? card.key : index} className={styles.item}>
          {card}
        </li>
      ))}
    </ul>
  );
});
