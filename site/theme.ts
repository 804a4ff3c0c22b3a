/**
 * The reader's theme override. The choice is kept in a cookie so that the
 * server renders <html data-theme> itself: no script runs before paint and the
 * page never flashes the wrong theme. "system" removes the override and lets
 * prefers-color-scheme decide (tokens/theme.css.ts).
 */
import { THEME_COOKIE, themeCookie, type ThemeChoice } from '../common/theme';

export { THEME_COOKIE, THEME_PATH, type ThemeChoice } from '../common/theme';

/** The cookie's name from the one definition (common/theme.ts) the server's form endpoint also writes by. */
const THEME_COOKIE_VALUE = /* @__PURE__ */ new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(parchment|ink)(?:;|$)`);

export function themeFromCookie(cookieHeader: string | null | undefined): ThemeChoice {
  const match = THEME_COOKIE_VALUE.exec(cookieHeader ?? '');
  return match ? (match[1] as ThemeChoice) : 'system';
}

/** Applies and remembers a choice (browser only: called from an event handler). */
export function storeTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  document.cookie = themeCookie(choice);
}

/** The choice in force, read from <html> (browser) or given (server). */
export function currentTheme(): ThemeChoice {
  if (typeof document === 'undefined') return 'system';
  const value = document.documentElement.dataset.theme;
  return value === 'parchment' || value === 'ink' ? value : 'system';
}
