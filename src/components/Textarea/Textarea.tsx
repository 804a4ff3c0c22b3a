'use client';

import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx';
import * as field from '../../../tokens/field.css';
import { Field, type FieldSharedProps } from '../Field';

export interface TextareaProps extends FieldSharedProps, Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> {}

/**
 * A labelled multi-line text box (GOV.UK's textarea): for answers of more than
 * a line, such as a correction's description. `ref` and the textarea's props
 * go to the textarea; `className` and `style` to the field around it.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, hint, error, optional, hideLabel, messages, id, className, style, 'aria-describedby': describedBy, rows = 5, ...textarea },
  ref,
) {
  return (
    <Field {...{ label, hint, error, optional, hideLabel, messages, className, style, describedBy }} controlId={id}>
      {(control) => <textarea ref={ref} rows={rows} {...textarea} {...control} className={cx(field.control, field.textarea)} />}
    </Field>
  );
});
