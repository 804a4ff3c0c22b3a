/**
 * Messages are plain data (strings, and plural forms as objects), so a server
 * component can pass a set of them to a client component as props, and a
 * team can keep its translations in JSON. `{name}` in a message is replaced
 * by the value of that name; numbers are written in the locale's way.
 */

/** A message whose words depend on a count: Intl.PluralRules picks the form for `{count}` in the locale (`other` when a form is missing). */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Message = string | PluralMessage;

/** A component's messages as a translation supplies them: every key of the English set, each a string or plural forms. */
export type MessagesOf<Defaults> = { [Key in keyof Defaults]: Defaults[Key] extends string ? string : PluralMessage };

/** The locale the library writes in when none is given. */
export const DEFAULT_LOCALE = 'en-US';

/** One PluralRules per locale: building one is costly, and components format on every render. */
const pluralRules: Record<string, Intl.PluralRules> = {};

/**
 * The message with its values filled in: "Found {count} results" with
 * `{ count: 1200 }` gives "Found 1,200 results" in en-US and the plural form
 * for the count when the message has several. A name without a value stays
 * as written, so a missing value shows rather than vanishing.
 */
export function formatMessage(message: Message, values: Readonly<Record<string, string | number>> = {}, locale: string = DEFAULT_LOCALE): string {
  const text = typeof message === 'string' ? message : (message[(pluralRules[locale] ??= new Intl.PluralRules(locale)).select(Number(values.count ?? 0))] ?? message.other);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : typeof value === 'number' ? value.toLocaleString(locale) : value;
  });
}

/**
 * The text before and after `{name}` in a message, to put an element (a link,
 * a `<time>`) where the name stands: "By {author}" gives ["By ", ""]. A
 * message without the name puts the element at its end.
 */
export function around(message: string, name: string): [before: string, after: string] {
  const marker = `{${name}}`;
  const at = message.indexOf(marker);
  return at === -1 ? [message, ''] : [message.slice(0, at), message.slice(at + marker.length)];
}
