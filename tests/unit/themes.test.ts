import { describe, expect, it } from 'vitest';
import { AA_RATIO, NON_TEXT_RATIO, contrastFailures } from '../../tokens/contrast';
import { brandColours } from '../../tokens/palette';
import { nonTextPairs, textOnSurfacePairs, themeColours, themeNames } from '../../tokens/themes';

describe('theme roles', () => {
  it('gives both themes exactly the same roles', () => {
    expect(Object.keys(themeColours.ink).sort()).toEqual(Object.keys(themeColours.parchment).sort());
  });

  it('has eight named brand colours, among them parchment and ink', () => {
    expect(Object.keys(brandColours)).toHaveLength(8);
    expect(brandColours).toHaveProperty('parchment');
    expect(brandColours).toHaveProperty('ink');
  });
});

describe.each(themeNames)('the %s theme', (theme) => {
  const colours = themeColours[theme];

  it('has every text-on-surface role pair at 4.5:1 or more (WCAG AA, product §9)', () => {
    expect(contrastFailures(colours, textOnSurfacePairs, AA_RATIO)).toEqual([]);
  });

  it('has focus rings and control borders at 3:1 or more (WCAG 1.4.11)', () => {
    expect(contrastFailures(colours, nonTextPairs, NON_TEXT_RATIO)).toEqual([]);
  });
});

describe('the contrast gate itself', () => {
  it('reports a pair someone adds below 4.5:1, naming both roles', () => {
    const colours = { ...themeColours.parchment, ghost: '#D9CFB8' };
    const pairs = [...textOnSurfacePairs, ['ghost', 'surface'] as const];
    expect(contrastFailures(colours, pairs, AA_RATIO)).toEqual([
      { foreground: 'ghost', background: 'surface', ratio: expect.any(Number) },
    ]);
  });
});
