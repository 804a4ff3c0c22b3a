/**
 * The Content-Security-Policy of a server-rendered page. The site's renderer
 * builds it, because only it knows which inline script and styles a page
 * holds; the server's security headers (server/http/security-headers.ts) keep
 * a policy the page set and give every other answer their own. In common/ so
 * the renderer needs nothing from server/. Node only (node:crypto).
 */
import { createHash } from 'node:crypto';

/** The CSP source expression that allows exactly this inline script or style text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface DocumentPolicyParts {
  /** Hash sources (sha256Source) of each inline script the page runs. */
  scriptHashes: string[];
  /** Hash sources of each inline <style> element's text. */
  styleHashes: string[];
  /** Origins besides the page's own the browser talks to and loads images from (a hosted Supabase project). */
  backendOrigins: string[];
}

/**
 * A server-rendered page's policy: scripts only from this origin or with a
 * listed hash (no 'unsafe-inline', no 'unsafe-eval'), the same for <style>
 * elements. Inline style attributes are allowed (style-src-attr): React
 * renders a few (aspect ratios, colour swatches), and a style attribute
 * cannot run script.
 */
export function documentContentSecurityPolicy({ scriptHashes, styleHashes, backendOrigins }: DocumentPolicyParts): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", ...styleHashes],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...backendOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...backendOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
