export { englishMessages } from './en';
export { spanishMessages } from './es';
export { formatMessage, type Message, type PluralMessage } from './format';
export type { ParchmentMessageOverrides, ParchmentMessages } from './types';
