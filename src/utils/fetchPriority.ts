import { version } from 'react';

/**
 * The props that give an `<img>` its fetch priority under the React that
 * renders it. React 19 knows `fetchPriority` and writes the `fetchpriority`
 * attribute; React 18 does not know it, warns "React does not recognize the
 * `fetchPriority` prop on a DOM element" and leaves it out, but passes a
 * lowercase attribute through as written. Undefined priority: no prop.
 */
export function fetchPriorityProps(priority: 'high' | 'low' | 'auto' | undefined): Record<string, string> {
  if (priority === undefined) return {};
  return Number.parseInt(version, 10) >= 19 ? { fetchPriority: priority } : { fetchpriority: priority };
}
