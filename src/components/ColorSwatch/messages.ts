import type { MessagesOf } from '../../messages/format';

/** ColorSwatch's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const colorSwatchMessages = {
  onParchment: 'On parchment',
  onInk: 'On ink',
  /** Read by screen readers before each grade; {name} is the colour's name. */
  onParchmentContext: '{name} on parchment',
  onInkContext: '{name} on ink',
};

export type ColorSwatchMessages = MessagesOf<typeof colorSwatchMessages>;
