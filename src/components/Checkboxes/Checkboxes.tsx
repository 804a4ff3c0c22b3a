'use client';

import { forwardRef, useState } from 'react';
import { Fieldset, type FieldsetProps } from '../Fieldset';
import { hasError } from '../Field/fieldParts';
import { ChoiceList, type ChoiceItem } from '../Field/choices';

export interface CheckboxesProps extends Omit<FieldsetProps, 'children' | 'onChange' | 'defaultValue'> {
  /** The checkboxes, in order. */
  items: readonly ChoiceItem[];
  /** The name each checked box submits its value under. */
  name: string;
  /** The checked values (controlled). */
  value?: readonly string[];
  /** The values checked at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with every checked value after a change. */
  onChange?: (values: string[]) => void;
  /** The first checkbox's id, for an ErrorSummary link; generated when not given. */
  idPrefix?: string;
}

/**
 * A question whose answer is any number of choices (GOV.UK's checkboxes):
 * a fieldset whose legend asks, one checkbox per choice, each with its label
 * and an optional hint. `ref`, `className` and the fieldset's props go to the
 * fieldset.
 */
export const Checkboxes = forwardRef<HTMLFieldSetElement, CheckboxesProps>(function Checkboxes(
  { items, name, value, defaultValue, onChange, idPrefix, error, ...fieldset },
  ref,
) {
  const [own, setOwn] = useState<readonly string[]>(defaultValue ?? []);
  const checked = value ?? own;
  return (
    <Fieldset ref={ref} error={error} space="none" {...fieldset}>
      <ChoiceList
        type="checkbox"
        items={items}
        name={name}
        idPrefix={idPrefix}
        isChecked={(item) => checked.includes(item)}
        invalid={hasError(error)}
        onChange={(event) => {
          const next = event.target.checked ? [...checked, event.target.value] : checked.filter((item) => item !== event.target.value);
          // Kept in the items' order, whatever order they were checked in.
          const ordered = items.map((item) => item.value).filter((item) => next.includes(item));
          if (value === undefined) setOwn(ordered);
          onChange?.(ordered);
        }}
      />
    </Fieldset>
  );
});
