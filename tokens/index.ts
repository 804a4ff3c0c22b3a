/** The design tokens: plain values (safe anywhere) and the vanilla-extract contract and sprinkles. */
export * from './palette';
export * from './contrast';
export * from './scale';
export * from './themes';
export { vars } from './theme.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export * from './brandTheme';
