import type { MessagesOf } from '../../messages/format';

/** The words every form field adds (Field, TextField, Textarea, Select, Fieldset, Checkboxes, Radios), in English. */
export const fieldMessages = {
  /** Read before an error message by screen readers only: the red colour and bar say it to sighted readers. */
  errorPrefix: 'Error:',
  /** After the label of a field that may be left empty. */
  optional: '(optional)',
};

export type FieldMessages = MessagesOf<typeof fieldMessages>;
