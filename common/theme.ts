/**
 * The reader's theme choice as the browser and the server both handle it:
 * the cookie the server renders `<html data-theme>` from, and the address a
 * reader without scripts posts a choice to (the theme control is a form).
 */
export type ThemeChoice = 'system' | 'parchment' | 'ink';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'parchment', 'ink'];

export const THEME_COOKIE = 'pm-theme';

/** POST `theme=<choice>` here: the server sets the cookie and sends the reader back to the page (303). */
export const THEME_PATH = '/theme';

/** A year, as the browser's own choice is kept. */
const THEME_COOKIE_MAX_AGE = 31_536_000;

/** The Set-Cookie value (and document.cookie assignment) for a choice: "system" removes the override. */
export function themeCookie(choice: ThemeChoice): string {
  return choice === 'system' ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` : `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax`;
}

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}
