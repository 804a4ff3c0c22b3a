/**
 * The theme control's form (product §2, shared layout): where scripts do not
 * run, the control posts `theme=<choice>` here; the server sets the theme
 * cookie the pages are rendered from and sends the reader back to the page
 * they were on (303, so a reload does not post again). With scripts the
 * browser sets the same cookie itself and posts nothing.
 */
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isThemeChoice, THEME_CHOICES, THEME_PATH, themeCookie } from '../../common/theme.ts';
import { NO_STORE } from '../http/responses.ts';

/** A theme form is one short field. */
const MAX_THEME_BODY = 1024;

export const THEME_CHOICE_REQUIRED = `Choose a theme: ${THEME_CHOICES.join(', ')}.`;

/**
 * The page to go back to: the Referer's path and query when it is a page of
 * this same host (a form on the site sends it), otherwise the home page.
 * Always a path, never another site's address.
 */
export function returnPath(referer: string | undefined, requestUrl: string): string {
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    if (from.host !== new URL(requestUrl).host || (from.protocol !== 'http:' && from.protocol !== 'https:')) return '/';
    return from.pathname.startsWith('//') ? '/' : `${from.pathname}${from.search}`;
  } catch {
    return '/';
  }
}

export function mountThemeChoice(app: Hono): void {
  app.post(
    THEME_PATH,
    bodyLimit({ maxSize: MAX_THEME_BODY, onError: (c) => c.text('Request body is too large', 413, { 'Cache-Control': NO_STORE }) }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const choice = (form as Record<string, unknown>).theme;
      if (!isThemeChoice(choice)) return c.text(THEME_CHOICE_REQUIRED, 400, { 'Cache-Control': NO_STORE });
      return new Response(null, {
        status: 303,
        headers: { Location: returnPath(c.req.header('Referer'), c.req.url), 'Set-Cookie': themeCookie(choice), 'Cache-Control': NO_STORE },
      });
    },
  );
}
