import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, formatRatio, parseHex, relativeLuminance } from '../../tokens/contrast';

describe('contrastRatio (WCAG 2.x relative luminance)', () => {
  it('gives 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
  });

  it('gives 1 for equal colours', () => {
    expect(contrastRatio('#8B2E2A', '#8B2E2A')).toBe(1);
    expect(contrastRatio('#fff', '#FFFFFF')).toBe(1);
  });

  it('matches published reference pairs', () => {
    // WebAIM's checker: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    // #595959 on white is 7.00:1, the AAA boundary.
    expect(contrastRatio('#595959', '#FFFFFF')).toBeCloseTo(7.0, 2);
  });

  it('rejects what is not a hex colour', () => {
    expect(() => parseHex('red')).toThrow('Not a hex colour: red');
    expect(() => relativeLuminance('#12345')).toThrow();
  });
});

describe('contrastLevel (product §4: >= 7 is AAA, >= 4.5 is AA, below is Fail)', () => {
  it('puts the thresholds exactly at 4.5 and 7', () => {
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(6.999)).toBe('AA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.499)).toBe('Fail');
    expect(contrastLevel(21)).toBe('AAA');
    expect(contrastLevel(1)).toBe('Fail');
  });
});

describe('formatRatio', () => {
  it('shows two decimals and never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(4.496)).toBe('4.49:1');
    expect(formatRatio(6.999)).toBe('6.99:1');
    expect(formatRatio(2.996)).toBe('2.99:1');
    expect(formatRatio(4.5)).toBe('4.50:1');
  });

  it('rounds rather than truncates: 4.6 is 4.60 and 2.3 is 2.30, whose binary values sit just below', () => {
    expect(formatRatio(4.6)).toBe('4.60:1');
    expect(formatRatio(2.3)).toBe('2.30:1');
    expect(formatRatio(4.567)).toBe('4.57:1');
    expect(formatRatio(7.004)).toBe('7.00:1');
  });
});
