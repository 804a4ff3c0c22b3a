/**
 * WCAG 2.x contrast, computed from relative luminance
 * (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance).
 */

export type ContrastLevel = 'AAA' | 'AA' | 'Fail';

/** Product §9: the AA and AAA thresholds for normal text. */
export const AA_RATIO = 4.5;
export const AAA_RATIO = 7;
/** WCAG 1.4.11: user-interface components and focus indicators need 3:1. */
export const NON_TEXT_RATIO = 3;

/** Parses `#RGB` or `#RRGGBB` into 0..255 channels; throws on anything else. */
export function parseHex(colour: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) throw new Error(`Not a hex colour: ${colour}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function channelToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map(channelToLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio between two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [lighter, darker] = a > b ? [a, b] : [b, a];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Product §4: ratio >= 7 is AAA, >= 4.5 is AA, anything below is Fail. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= AAA_RATIO) return 'AAA';
  if (ratio >= AA_RATIO) return 'AA';
  return 'Fail';
}

/** The thresholds a displayed ratio must never appear to reach when the exact ratio does not. */
const THRESHOLDS = [NON_TEXT_RATIO, AA_RATIO, AAA_RATIO];

/**
 * A ratio as people write it: rounded to two decimals (4.6 shows 4.60, not
 * the 4.59 that truncating 4.6's binary value would give), except that a
 * ratio just under a threshold is never shown as reaching it: 4.496 shows
 * 4.49, not 4.50, beside its Fail. Pass or fail is always decided on the
 * exact ratio (contrastLevel), never on this text.
 */
export function formatRatio(ratio: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  const crossesUp = THRESHOLDS.some((threshold) => ratio < threshold && rounded >= threshold);
  // toFixed rounds the binary value (4.496 * 100 is 449.59999...), so the floor is taken on a value nudged by a hair.
  const shown = crossesUp ? Math.floor(ratio * 100 + 1e-9) / 100 : rounded;
  return `${shown.toFixed(2)}:1`;
}

export interface ContrastFailure<Role extends string = string> {
  foreground: Role;
  background: Role;
  ratio: number;
}

/**
 * Every pair of roles whose colours fall below `minimum`; the contrast tests
 * require this to be empty for each theme.
 */
export function contrastFailures<Role extends string>(
  colours: Record<Role, string>,
  pairs: ReadonlyArray<readonly [Role, Role]>,
  minimum: number,
): Array<ContrastFailure<Role>> {
  return pairs
    .map(([foreground, background]) => ({
      foreground,
      background,
      ratio: contrastRatio(colours[foreground], colours[background]),
    }))
    .filter((pair) => pair.ratio < minimum);
}
