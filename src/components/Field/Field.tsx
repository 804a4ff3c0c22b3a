'use client';

import { forwardRef, type ReactNode } from 'react';
import { useMessages } from '../../messages/MessagesContext';
import { visuallyHidden } from '../../styles/utilities.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import * as field from '../../../tokens/field.css';
import { Stack } from '../Stack';
import { FieldError, FieldHint, hasError, LabelText, useFieldIds } from './fieldParts';
import { fieldMessages, type FieldMessages } from './messages';

/** What a Field gives its control: spread it on the input, select or custom control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldSharedProps {
  /** The label: what to enter, in a few words ("Email address"). */
  label: ReactNode;
  /** Help under the label: the format, where to find it ("For example, 1791"). */
  hint?: ReactNode;
  /** What is wrong and how to fix it ("Enter an email address in the right format"). Marks the control invalid. */
  error?: ReactNode;
  /** Adds "(optional)" to the label. Mark the optional fields, not the required ones. */
  optional?: boolean;
  /** Hides the label visually; it stays the control's accessible name. Only where a visible heading or button says the same. */
  hideLabel?: boolean;
  /** Its words ("Error:", "(optional)"), over the provider's and English (see the Translating guide). */
  messages?: Partial<FieldMessages>;
}

export interface FieldProps extends FieldSharedProps, Omit<RootProps<'div'>, 'children'> {
  /** The control's id (the label's `for`, and the target of an ErrorSummary link); generated when not given. */
  controlId?: string;
  /** More ids for the control's `aria-describedby`, before the hint's and the error's. */
  describedBy?: string;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, an optional hint and error message, and a control, tied together:
 * the label names the control (`for`), the hint and error describe it
 * (`aria-describedby`), and an error marks it `aria-invalid`. TextField,
 * Textarea and Select are Fields with their control; use Field itself for a
 * control of your own.
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  { label, hint, error, optional, hideLabel, messages, controlId, describedBy, children, className, ...rest },
  ref,
) {
  const words = useMessages('field', fieldMessages, messages);
  const ids = useFieldIds(controlId, hint, error, describedBy);
  const invalid = hasError(error);
  return (
    <Stack space="1" ref={ref} {...rest} className={cx(invalid && field.withError, className)}>
      <label htmlFor={ids.id} className={hideLabel ? visuallyHidden : field.label}>
        <LabelText optional={optional} words={words}>
          {label}
        </LabelText>
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId} words={words}>
        {error}
      </FieldError>
      {children({ id: ids.id, 'aria-describedby': ids.describedBy, ...(invalid ? { 'aria-invalid': true as const } : {}) })}
    </Stack>
  );
});
