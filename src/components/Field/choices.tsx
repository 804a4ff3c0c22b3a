import { useId, type ChangeEvent, type ReactNode } from 'react';
import * as field from '../../../tokens/field.css';

/** One checkbox or radio of a group. */
export interface ChoiceItem {
  value: string;
  label: ReactNode;
  /** Help under this choice's label. */
  hint?: ReactNode;
  disabled?: boolean;
}

interface ChoiceListProps {
  type: 'checkbox' | 'radio';
  items: readonly ChoiceItem[];
  name: string;
  /** The first control's id: an ErrorSummary links to it. */
  idPrefix?: string;
  isChecked: (value: string) => boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid: boolean;
}

/** The controls of Checkboxes and Radios: each input beside its label, with its own hint under it. */
export function ChoiceList({ type, items, name, idPrefix, isChecked, onChange, invalid }: ChoiceListProps) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  return items.map((item, index) => {
    const id = index === 0 ? prefix : `${prefix}-${index + 1}`;
    const hintId = `${id}-item-hint`;
    return (
      <div key={item.value} className={field.choice}>
        <input
          id={id}
          type={type}
          name={name}
          value={item.value}
          checked={isChecked(item.value)}
          disabled={item.disabled}
          onChange={onChange}
          aria-describedby={item.hint ? hintId : undefined}
          aria-invalid={invalid || undefined}
          className={field.choiceInput}
        />
        <label htmlFor={id} className={field.choiceLabel}>
          {item.label}
        </label>
        {item.hint ? (
          <p id={hintId} className={`${field.hint} ${field.choiceHint}`}>
            {item.hint}
          </p>
        ) : null}
      </div>
    );
  });
}
