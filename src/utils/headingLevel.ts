import { warnDeprecated } from './warnDeprecated';

/** Node's `process` as far as this reads it; the package compiles without Node's types. */
declare const process: { env: { NODE_ENV?: string } };

/**
 * A heading's level, 1 to 6 (h1 to h6). Every component whose heading can
 * sit at different depths of a page's outline takes it as `headingLevel`, so
 * the page keeps one outline with no skipped level (WCAG 1.3.1).
 */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The level of a heading one step under `level` (a section's parts); h6 is as deep as HTML goes. */
export function subheadingLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

/**
 * The level of a component that still accepts the deprecated `level` prop:
 * `headingLevel`, else `level` (with a development warning, once per
 * component), else `fallback`.
 */
export function headingLevelOf(component: string, headingLevel: HeadingLevel | undefined, level: HeadingLevel | undefined, fallback: HeadingLevel): HeadingLevel {
  // Written out in full so that an app's bundler, which replaces it, drops the warning from production builds.
  if (process.env.NODE_ENV !== 'production' && level !== undefined) {
    warnDeprecated(`${component}'s \`level\` prop`, 'Use `headingLevel`; `level` is read only when `headingLevel` is not given, and will be removed in 1.0.');
  }
  return headingLevel ?? level ?? fallback;
}
