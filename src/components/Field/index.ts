export { Field, type FieldProps, type FieldControlProps, type FieldSharedProps } from './Field';
export { fieldMessages, type FieldMessages } from './messages';
