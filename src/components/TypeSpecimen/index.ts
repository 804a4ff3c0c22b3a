export { TypeSpecimen, type TypeSpecimenProps } from './TypeSpecimen';
