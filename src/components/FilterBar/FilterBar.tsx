'use client';

import { forwardRef } from 'react';
import { Button } from '../Button';
import * as styles from './FilterBar.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

/** One filter button. */
export interface FilterOption {
  /** The value passed to onChange, e.g. "documents". */
  value: string;
  /** The button's text, e.g. "Documents". */
  label: string;
}

export interface FilterBarProps extends RootProps<'div', 'onChange'> {
  /** The group's accessible name, e.g. "Filter articles". */
  label: string;
  /** The filters in order, usually starting with All. */
  options: readonly FilterOption[];
  /** The value of the selected filter; its button is the one pressed. */
  value: string;
  /** Called with an option's value when its button is pressed. */
  onChange: (value: string) => void;
}

/**
 * Product §2, pillar pages: filter buttons such as All, Documents, Concepts,
 * Amendments. Toggle buttons (aria-pressed) in a named group; exactly the
 * button whose value is `value` is pressed, and pressed looks filled, not just
 * a different colour.
 */
export const FilterBar = forwardRef<HTMLDivElement, FilterBarProps>(function FilterBar({ label, options, value, onChange, className, ...rest }, ref) {
  return (
    <div ref={ref} role="group" aria-label={label} {...rest} className={cx(styles.group, className)}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <Button
            key={option.value}
            size="small"
            variant={pressed ? 'primary' : 'secondary'}
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
});
