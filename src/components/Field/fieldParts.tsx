import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import * as field from '../../../tokens/field.css';
import type { FieldMessages } from './messages';

/** The ids of a field's parts, and the `aria-describedby` that joins its hint and error (and any the app gave). */
export function useFieldIds(controlId: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const generated = useId();
  const id = controlId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids = [describedBy, hint != null && hint !== false ? hintId : null, hasError(error) ? errorId : null].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: ids || undefined };
}

export function hasError(error: ReactNode): boolean {
  return error != null && error !== false && error !== '';
}

/** The hint, when there is one. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (children == null || children === false) return null;
  return (
    <p id={id} className={field.hint}>
      {children}
    </p>
  );
}

/** The error message, when there is one, with its "Error:" for screen readers (GOV.UK's pattern). */
export function FieldError({ id, children, words }: { id: string; children: ReactNode; words: FieldMessages }) {
  if (!hasError(children)) return null;
  return (
    <p id={id} className={field.errorMessage}>
      <span className={visuallyHidden}>{words.errorPrefix} </span>
      {children}
    </p>
  );
}

/** A label's text with "(optional)" after it when the field may be left empty. */
export function LabelText({ children, optional, words }: { children: ReactNode; optional?: boolean; words: FieldMessages }) {
  return (
    <>
      {children}
      {optional ? ` ${words.optional}` : null}
    </>
  );
}
