/**
 * The "cached-fonts flag" (docs/decisions/0018-web-fonts-only-once-cached.md): a page names the web fonts in its font
 * stacks only when this browser already has their files in its HTTP cache,
 * so a first visit requests no font before its first paint and no text ever
 * swaps from one font to another while it is read.
 *
 * - Without `data-webfonts` on <html>, the site's font stacks are the
 *   metric-matched local fallbacks only (site/styles/webFonts.css.ts), so the
 *   browser requests no font file at all.
 * - The head script (WEB_FONTS_SCRIPT below, inline in every page) sets the
 *   attribute before anything is painted when localStorage says this
 *   browser holds this build's font files. The faces are `font-display:
 *   optional`: a file that is not there within the ~100 ms block period is
 *   never swapped in, so a wrong guess costs the fonts, never a shift.
 * - After the first paint the boot script (site/boot.ts) warms the cache for
 *   the next page with low-priority prefetches of the files and, once all
 *   have arrived, writes the flag. It does not apply the fonts to the page
 *   being read: that would be the late swap that moves text.
 *
 * The flag's value is the build's font version (a hash of the files' hashed
 * URLs, site/server/assets.ts), so a new build's fonts are fetched again
 * rather than assumed cached. This module is browser code with no imports.
 */

/** The attribute on <html> that puts the web fonts in the font stacks. */
export const WEB_FONTS_ATTRIBUTE = 'data-webfonts';

/** The localStorage key holding the version of the font files this browser has in its HTTP cache. */
export const WEB_FONTS_STORAGE_KEY = 'parchment:web-fonts';

/** The build's web font files (every face the site declares), the version that identifies them, and their families. */
export interface WebFonts {
  files: string[];
  version: string;
  families: string[];
}

/**
 * Sets the attribute when the flag says this build's fonts are cached, and
 * asks for the faces of `families` at once. Written as the head script runs
 * it (after the page's <style>, so document.fonts holds its faces): alone,
 * using only its parameters and the browser's globals. Faces asked for
 * before the body exists hold Chromium's first paint for a short while
 * (RenderBlockingResourceManager), and a face that is still loading when
 * text in it is painted is never used by that document (an optional face's
 * failure period), so this makes the cached files the first frame's fonts
 * rather than leaving the race to layout. localStorage throws in some
 * privacy modes: the page then keeps the fallbacks.
 */
export function markWebFontsIfCached(storageKey: string, attribute: string, version: string, families: readonly string[] = []): void {
  try {
    if (localStorage.getItem(storageKey) !== version) return;
    document.documentElement.setAttribute(attribute, '');
    document.fonts.forEach((face) => {
      if (face.status === 'unloaded' && families.includes(face.family.replace(/"/g, ''))) face.load().catch(() => undefined);
    });
  } catch {
    // No storage (or no Font Loading API): the fallbacks stay.
  }
}

/** The head script for a build's fonts: the same text on every page of the build (one CSP hash). */
export function webFontsScript({ version, families }: Pick<WebFonts, 'version' | 'families'>): string {
  const args = [WEB_FONTS_STORAGE_KEY, WEB_FONTS_ATTRIBUTE, version, families].map((value) => JSON.stringify(value)).join(',');
  return `(${markWebFontsIfCached.toString()})(${args})`;
}
