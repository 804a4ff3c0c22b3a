'use client';

import { forwardRef, type ReactNode } from 'react';
import { useMessages } from '../../messages/MessagesContext';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import * as field from '../../../tokens/field.css';
import { fieldMessages, type FieldMessages } from '../Field/messages';
import { FieldError, FieldHint, hasError, LabelText, useFieldIds } from '../Field/fieldParts';
import { Stack } from '../Stack';
import type { Space } from '../../../tokens/scale';

export interface FieldsetProps extends Omit<RootProps<'fieldset'>, 'children'> {
  /** The question or the group's name ("Which documents do you want?"), read before each control in it. */
  legend: ReactNode;
  /** Help under the legend. */
  hint?: ReactNode;
  /** What is wrong with the group's answer; the group gets the red bar. */
  error?: ReactNode;
  /** Adds "(optional)" to the legend. */
  optional?: boolean;
  /** The gap between the controls. */
  space?: Space;
  /** Its words ("Error:", "(optional)"), over the provider's and English. */
  messages?: Partial<FieldMessages>;
  children: ReactNode;
}

/**
 * Related controls under one legend (GOV.UK's fieldset): an address's lines,
 * a date's parts, a set of checkboxes. The legend names the group, and the
 * hint and error describe it. Checkboxes and Radios are built on it.
 */
export const Fieldset = forwardRef<HTMLFieldSetElement, FieldsetProps>(function Fieldset(
  { legend, hint, error, optional, space = '3', messages, children, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const words = useMessages('field', fieldMessages, messages);
  const ids = useFieldIds(undefined, hint, error, describedBy);
  const invalid = hasError(error);
  return (
    <fieldset ref={ref} {...rest} aria-describedby={ids.describedBy} className={cx(field.fieldset, invalid && field.withError, className)}>
      <legend className={field.legend}>
        <LabelText optional={optional} words={words}>
          {legend}
        </LabelText>
      </legend>
      <Stack space="2">
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
        <FieldError id={ids.errorId} words={words}>
          {error}
        </FieldError>
        <Stack space={space}>{children}</Stack>
      </Stack>
    </fieldset>
  );
});
