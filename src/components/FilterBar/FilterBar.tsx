'use client';

import { forwardRef } from 'react';
import { Button } from '../Button';
import { fillTemplate, type HrefTemplate } from '../../utils/hrefTemplate';
import { handleInPlace } from '../../utils/plainClick';
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
  /** Called with an option's value when its button (or, with `hrefForOption`, its link) is pressed. */
  onChange?: (value: string) => void;
  /**
   * The address that shows an option: a template such as
   * `/foundations?topic={value}`, or a function of the value in client code.
   * With it each filter is a link, so filtering works without JavaScript and
   * each filter has an address; the chosen one is the current page. With
   * `onChange` as well, a plain click calls it instead of following the link.
   */
  hrefForOption?: HrefTemplate<string>;
}


/**
 * Product §2, pillar pages: filter buttons such as All, Documents, Concepts,
 * Amendments. Toggle buttons (aria-pressed) in a named group; exactly the
 * button whose value is `value` is pressed, and pressed looks filled, not just
 * a different colour. With `hrefForOption` they are links in the same look,
 * the chosen one marked as the current page.
 */
export const FilterBar = forwardRef<HTMLDivElement, FilterBarProps>(function FilterBar({ label, options, value, onChange, hrefForOption, className, ...rest }, ref) {
  return (
    <div ref={ref} role="group" aria-label={label} {...rest} className={cx(styles.group, className)}>
      {options.map((option) => {
        const pressed = option.value === value;
        if (hrefForOption !== undefined) {
          return (
            <Button
              key={option.value}
              href={fillTemplate(hrefForOption, 'value', option.value)}
              size="small"
              variant={pressed ? 'primary' : 'secondary'}
              aria-current={pressed ? 'page' : undefined}
              onClick={handleInPlace(onChange && (() => onChange(option.value)))}
            >
              {option.label}
            </Button>
          );
        }
        return (
          <Button
            key={option.value}
            size="small"
            variant={pressed ? 'primary' : 'secondary'}
            aria-pressed={pressed}
            onClick={() => onChange?.(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
});
