'use client';

import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as field from '../../../tokens/field.css';
import { Field, type FieldSharedProps } from '../Field';

export interface SelectOption {
  value: string;
  /** Plain text: an option holds no markup. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldSharedProps, ComponentPropsWithoutRef<'select'> {
  /** The choices, in order. Or give `<option>` children instead. */
  options?: readonly SelectOption[];
}

/**
 * A labelled drop-down list (GOV.UK's select). Prefer Radios for fewer than
 * about seven choices: they are all in view. `ref` and the select's props go
 * to the select; `className` and `style` to the field around it.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, optional, hideLabel, messages, id, className, style, 'aria-describedby': describedBy, options, children, ...select },
  ref,
) {
  return (
    <Field {...{ label, hint, error, optional, hideLabel, messages, className, style, describedBy }} controlId={id}>
      {(control) => (
        <select ref={ref} {...select} {...control} className={field.control}>
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
});
