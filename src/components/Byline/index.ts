export { Byline, type BylineProps } from './Byline';
