/**
 * Where each item links (or the id it takes), given one of two ways:
 * - a template such as `/search?tag={tag}`, where the placeholder is replaced
 *   by the item's value, URL-encoded. A string crosses from a React Server
 *   Component to a client one, so server components pass templates;
 * - a function of the item's value, in client code.
 */
export type HrefTemplate<Value extends string | number> = string | ((value: Value) => string);

/** The link (or id) for `value`: `template` called, or its `{placeholder}` filled in. */
export function fillTemplate<Value extends string | number>(template: HrefTemplate<Value>, placeholder: string, value: Value): string {
  return typeof template === 'function' ? template(value) : template.split(`{${placeholder}}`).join(encodeURIComponent(value));
}
