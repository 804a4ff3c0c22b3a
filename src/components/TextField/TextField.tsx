'use client';

import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx';
import * as field from '../../../tokens/field.css';
import { Field, type FieldSharedProps } from '../Field';

export interface TextFieldProps extends FieldSharedProps, Omit<ComponentPropsWithoutRef<'input'>, 'children'> {}

/**
 * A labelled one-line text input with an optional hint and error (GOV.UK's
 * text input). `ref` and the input's own props (`name`, `type`, `value`,
 * `onChange`, `autoComplete`...) go to the input; `className` and `style` to
 * the field around it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, optional, hideLabel, messages, id, className, style, 'aria-describedby': describedBy, ...input },
  ref,
) {
  return (
    <Field {...{ label, hint, error, optional, hideLabel, messages, className, style, describedBy }} controlId={id}>
      {(control) => <input ref={ref} type="text" {...input} {...control} className={cx(field.control)} />}
    </Field>
  );
});
