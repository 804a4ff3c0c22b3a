export { Radios, type RadiosProps } from './Radios';
