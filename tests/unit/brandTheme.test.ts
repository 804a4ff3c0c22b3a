import { setAdapter, removeAdapter } from '@vanilla-extract/css/adapter';
import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import { describe, expect, it } from 'vitest';
import { brandThemeColours, checkThemeContrast, themeVars } from '../../tokens/brandTheme';
import { contrastRatio, formatRatio } from '../../tokens/contrast';
import { createParchmentTheme } from '../../tokens/createParchmentTheme';
import { inkColours, parchmentColours, themeNames } from '../../tokens/themes';

/** A brand's green for filled buttons, with white text on it. */
const brand = { accentSurface: '#2E7D32', onAccent: '#FFFFFF' };

describe('checkThemeContrast', () => {
  it.each(themeNames)('finds nothing below AA in the shipped %s theme', (theme) => {
    expect(checkThemeContrast({}, theme)).toEqual([]);
  });

  it('passes a brand theme whose colours meet AA over its base', () => {
    expect(checkThemeContrast(brand)).toEqual([]);
  });

  it('reports exactly the failing pairs of a bad theme, each with its ratio and the minimum it misses', () => {
    const problems = checkThemeContrast({ ...brand, textMuted: '#9B8454', focus: '#C9BA9C' });
    expect(problems.map(({ foreground, background, ratio, minimum, kind }) => `${kind} ${foreground} on ${background}: ${formatRatio(ratio)} < ${minimum}`)).toEqual([
      'text textMuted on surface: 3.06:1 < 4.5',
      'text textMuted on surfaceRaised: 3.40:1 < 4.5',
      'text textMuted on surfaceSunken: 2.70:1 < 4.5',
      'non-text focus on surface: 1.62:1 < 3',
      'non-text focus on surfaceRaised: 1.80:1 < 3',
    ]);
    expect(problems[0].ratio).toBeCloseTo(contrastRatio('#9B8454', parchmentColours.surface), 10);
  });

  it('checks a brand colour against the base theme it sits on: a light theme’s link fails on ink', () => {
    expect(checkThemeContrast({ link: parchmentColours.link }, 'parchment')).toEqual([]);
    expect(checkThemeContrast({ link: parchmentColours.link }, 'ink').map((problem) => `${problem.foreground} on ${problem.background}`)).toEqual([
      'link on surface',
      'link on surfaceRaised',
      'link on surfaceSunken',
    ]);
  });
});

describe('themeVars', () => {
  it('gives every colour role of the contract as a custom property, the brand’s over the base theme’s', () => {
    const style = themeVars(brand, 'ink');
    expect(Object.keys(style)).toHaveLength(Object.keys(inkColours).length);
    expect(style['--pm-color-accentSurface']).toBe('#2E7D32');
    expect(style['--pm-color-onAccent']).toBe('#FFFFFF');
    expect(style['--pm-color-surface']).toBe(inkColours.surface);
    expect(themeVars({})['--pm-color-surface']).toBe(parchmentColours.surface);
  });

  it('refuses a role the contract does not have and a colour that is not hex', () => {
    expect(() => themeVars({ accentSurfce: '#2E7D32' } as never)).toThrow(/Not a colour role.*accentSurfce/);
    expect(() => brandThemeColours({ accentSurface: 'green' })).toThrow(/Not a hex colour: green/);
  });
});

describe('createParchmentTheme', () => {
  it('makes a class that sets the contract’s colour properties to the brand’s values (vanilla-extract, at build time)', () => {
    const css: string[] = [];
    setAdapter({
      appendCss: (rule) => css.push(JSON.stringify(rule)),
      registerClassName: () => {},
      registerComposition: () => {},
      markCompositionUsed: () => {},
      onEndFileScope: () => {},
      getIdentOption: () => 'debug',
    });
    setFileScope('tests/unit/brand.css.ts');
    try {
      const className = createParchmentTheme(brand, 'parchment', 'brand');
      expect(className).toMatch(/brand/);
      const rule = css.find((entry) => entry.includes(className));
      expect(rule).toContain('"var(--pm-color-accentSurface)":"#2E7D32"');
      expect(rule).toContain(`"var(--pm-color-surface)":"${parchmentColours.surface}"`);
    } finally {
      endFileScope();
      removeAdapter();
    }
  });
});
