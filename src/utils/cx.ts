/** Joins class names, skipping the empty ones: the component's own, then the app's `className`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
