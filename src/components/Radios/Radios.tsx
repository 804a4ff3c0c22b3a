'use client';

import { forwardRef, useState } from 'react';
import { Fieldset, type FieldsetProps } from '../Fieldset';
import { hasError } from '../Field/fieldParts';
import { ChoiceList, type ChoiceItem } from '../Field/choices';

export interface RadiosProps extends Omit<FieldsetProps, 'children' | 'onChange' | 'defaultValue'> {
  /** The choices, in order. */
  items: readonly ChoiceItem[];
  /** The name the chosen value submits under. */
  name: string;
  /** The chosen value (controlled). */
  value?: string;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** The first radio's id, for an ErrorSummary link; generated when not given. */
  idPrefix?: string;
}

/**
 * A question with one answer from a few (GOV.UK's radios): a fieldset whose
 * legend asks, one radio per choice. Arrow keys move between the choices, as
 * the browser does for radios with one name. `ref`, `className` and the
 * fieldset's props go to the fieldset.
 */
export const Radios = forwardRef<HTMLFieldSetElement, RadiosProps>(function Radios(
  { items, name, value, defaultValue, onChange, idPrefix, error, ...fieldset },
  ref,
) {
  const [own, setOwn] = useState<string | undefined>(defaultValue);
  const chosen = value ?? own;
  return (
    <Fieldset ref={ref} error={error} space="none" {...fieldset}>
      <ChoiceList
        type="radio"
        items={items}
        name={name}
        idPrefix={idPrefix}
        isChecked={(item) => item === chosen}
        invalid={hasError(error)}
        onChange={(event) => {
          if (value === undefined) setOwn(event.target.value);
          onChange?.(event.target.value);
        }}
      />
    </Fieldset>
  );
});
