'use client';

import { Button } from '../Button';
import * as styles from './FilterBar.css';

/** One filter button. */
export interface FilterOption {
  /** The value passed to onChange, e.g. "documents". */
  value: string;
  /** The button's text, e.g. "Documents". */
  label: string;
}

export interface FilterBarProps {
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
export function FilterBar({ label, options, value, onChange }: FilterBarProps) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
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
}
