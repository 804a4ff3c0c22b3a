/**
 * The build-time form of a brand theme, for apps that use vanilla-extract
 * themselves (`@parchment/ui/vanilla-extract`): call it in one of the app's
 * `.css.ts` files and put the class it returns on a ParchmentProvider or any
 * element. Its own entry point, so that apps without vanilla-extract never
 * load `@vanilla-extract/css` (they use `themeVars` instead).
 */
import { createTheme } from '@vanilla-extract/css';
import { brandThemeColours, type BrandThemeValues } from './brandTheme';
import { vars } from './theme.css';
import type { ThemeName } from './themes';

export type { BrandThemeValues } from './brandTheme';

/**
 * A class that sets every colour role of the contract to the brand's value, or
 * the base theme's where the brand gives none. The base theme should be the
 * one the element is in (`data-theme`), since the class overrides the colours
 * of whichever theme is active.
 */
export function createParchmentTheme(values: BrandThemeValues, base: ThemeName = 'parchment', debugId?: string): string {
  return createTheme(vars.color, brandThemeColours(values, base), debugId);
}
