export { Checkboxes, type CheckboxesProps } from './Checkboxes';
export type { ChoiceItem } from './choices';
