export { Checkboxes, type CheckboxesProps } from './Checkboxes';
export type { ChoiceItem } from '../Field/choices';
