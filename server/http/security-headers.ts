/**
 * The security headers every answer carries (pages, images, the JSON APIs,
 * 404s and errors; scripts, stylesheets and fonts the few that apply to
 * them), and the Content-Security-Policy a server-rendered page
 * needs. The site's renderer builds its pages' policy with
 * `documentContentSecurityPolicy` (common/http/document-policy.ts), because
 * only it knows which inline script and styles a page holds; every other
 * answer gets `NON_DOCUMENT_POLICY`.
 *
 * `npm run dev` renders pages through this server but adds Vite's inline
 * scripts, so it gives them its own looser policy (scripts/lib/dev-site.ts).
 */
import type { MiddlewareHandler } from 'hono';

/** Paths answered to other origins too (CORS `*`): the content API and the Supabase stand-in. */
const CROSS_ORIGIN_PREFIXES = ['/api/', '/auth/v1/', '/rest/v1/', '/storage/v1/'];

/**
 * Nothing but what the answer itself is: JSON, an image or a plain-text
 * error needs no subresources, and none may be framed. Opened
 * directly (an SVG from /storage/v1, say), it can run nothing either.
 */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The development mailbox (/_dev, never in production) is a script-free page
 * styled by one inline <style>; 'unsafe-inline' styles cannot run code.
 */
const DEV_MAILBOX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Powerful features nobody on the site uses, switched off for the page and
 * anything it might embed. Clipboard writes stay allowed for the site itself
 * (the share button copies the link; Web Share, which it prefers, keeps its
 * default of 'self'). Every name here is one Chromium recognises: an unknown
 * one (bluetooth, web-share, interest-cohort...) makes it log an error on
 * every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-write=(self)',
].join(', ');

/** Two years, as the HSTS preload list recommends; only sent when the public site is https (on http a browser ignores it). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Scripts, stylesheets and fonts: answers no browser shows as a document
 * (opened directly, a script or stylesheet is shown as text and runs
 * nothing). A Content-Security-Policy, X-Frame-Options, Permissions-Policy
 * or Cross-Origin-Opener-Policy on them governs nothing, yet those four are
 * about 530 bytes of every such answer: a page that loads twenty script
 * chunks paid 10 KiB for them on a slow first visit.
 */
const SUBRESOURCE_ONLY = /^(text\/javascript|application\/javascript|text\/css|font\/)/i;

/**
 * Sets the security headers on every answer, after its handler ran. A policy
 * the handler set itself (the site's pages, storage's sandbox for SVGs) is
 * kept, with framing refused if it did not say; anything else gets
 * NON_DOCUMENT_POLICY. Scripts, stylesheets and fonts get only the headers
 * that apply to a subresource (see SUBRESOURCE_ONLY).
 */
export function securityHeaders({ siteUrl }: { siteUrl: string }): MiddlewareHandler {
  const https = siteUrl.startsWith('https:');
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const path = c.req.path;
    headers.set('X-Content-Type-Options', 'nosniff');
    // A stylesheet's own Referrer-Policy governs the requests it makes (its fonts), so every answer keeps it.
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    const documentCapable = !SUBRESOURCE_ONLY.test(headers.get('Content-Type') ?? '');
    if (documentCapable) {
      headers.set('X-Frame-Options', 'DENY');
      headers.set('Permissions-Policy', PERMISSIONS_POLICY);
      headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    }
    // CORP governs no-cors loads (another site's <img> or <script> pointing
    // here). The APIs already answer CORS `*`, so any origin may read them;
    // 'same-origin' there would protect nothing and would stop a front end on
    // another origin that uses this server as its Supabase from showing
    // /storage/v1 images. Pages and assets are only ever loaded by this site.
    const crossOrigin = CROSS_ORIGIN_PREFIXES.some((prefix) => path.startsWith(prefix));
    headers.set('Cross-Origin-Resource-Policy', crossOrigin ? 'cross-origin' : 'same-origin');
    if (https) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (!documentCapable) return;
    const ownPolicy = headers.get('Content-Security-Policy');
    if (!ownPolicy) headers.set('Content-Security-Policy', path.startsWith('/_dev/') ? DEV_MAILBOX_POLICY : NON_DOCUMENT_POLICY);
    else if (!/(^|;)\s*frame-ancestors\s/.test(ownPolicy)) headers.set('Content-Security-Policy', `${ownPolicy}; frame-ancestors 'none'`);
  };
}
