/**
 * The page's one inline script, written as a function so that it is
 * type-checked, linted and tested like any other code; the renderer writes
 * its source text into the page (BOOT_SCRIPT). It therefore runs alone, not
 * as part of a bundle: it may use only its parameters and the browser's own
 * globals, never an import or a helper from outside its body.
 *
 * It starts the page's JavaScript (the entry, and the chunks it will import
 * as modulepreloads) once the page has loaded (its HTML, and the
 * above-the-fold image) and the frame after that has been painted. On a slow
 * connection those bytes reach the reader first instead of sharing the line
 * with the scripts; the page, fully rendered on the server with working
 * links, is readable meanwhile, and hydrates when its code arrives.
 *
 * At the same moment, unless this page already shows the web fonts, it warms
 * the HTTP cache for the next page: a low-priority prefetch of each web font
 * file, and once all have arrived, the flag in localStorage that lets the
 * next page name them from its first frame (site/webFonts.ts). The fonts are
 * not applied to this page: swapping them in now would move its text.
 *
 * Its text is the same on every page of a build, so one sha256 in the CSP
 * allows it and nothing else; what differs per page travels in a JSON block
 * (<script type="application/json">, which the browser does not run). A
 * per-request nonce instead would change the bytes of every answer, which the
 * page cache, the ETags and the pages prerendered at build time cannot allow.
 */
import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY, type WebFonts } from './webFonts';

/** The id of the JSON block the boot script reads. */
export const BOOT_DATA_ID = 'parchment-boot';

/** Start the scripts at the latest this long after the HTML, whatever is still loading. */
export const SCRIPT_START_CAP_MS = 3000;

/** What the JSON block holds: which scripts to load, and the web fonts to fetch ahead. */
export interface BootData {
  entryScript: string;
  modulePreloads: string[];
  /** The build's web font files, to fetch into the cache after the first paint, and the version the flag records. */
  webFonts: Pick<WebFonts, 'files' | 'version'>;
}

export function boot(dataId: string, startCapMs: number, fontsKey: string, fontsAttribute: string): void {
  const block = document.getElementById(dataId);
  if (!block?.textContent) return;
  const data = JSON.parse(block.textContent) as BootData;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of data.modulePreloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = data.entryScript;
    document.head.append(script);
    const fonts = data.webFonts;
    const warmFontCache = () => {
      let pending = fonts.files.length;
      for (const href of fonts.files) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'font';
        link.type = 'font/woff2';
        // As the font request will be made (CORS, same origin), so that it finds this response in the cache.
        link.crossOrigin = 'anonymous';
        link.href = href;
        link.addEventListener('load', () => {
          if (--pending > 0) return;
          try {
            localStorage.setItem(fontsKey, fonts.version);
          } catch {
            // No storage: every page keeps the fallbacks.
          }
        });
        document.head.append(link);
      }
    };
    // start() runs once the first paint has been reported, so no font request is in flight while the first frame is drawn.
    if (fonts && fonts.files.length > 0 && !document.documentElement.hasAttribute(fontsAttribute)) warmFontCache();
  };
  // Start once the page has loaded, its first contentful paint has been reported (the load event can come
  // before it: the paint's time is when the frame reached the screen) and one more frame has passed. A request
  // that starts while the page is still painting is one that Lighthouse (and a slow line) counts against the
  // first paint and the largest one. A page that never paints (a background tab) starts at the cap.
  let loaded = document.readyState === 'complete';
  let painted = typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint');
  const startAfterAFrame = () => {
    if (loaded && painted) requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (!painted) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      painted = true;
      startAfterAFrame();
    }).observe({ type: 'paint', buffered: true });
  }
  if (loaded) startAfterAFrame();
  else {
    addEventListener(
      'load',
      () => {
        loaded = true;
        startAfterAFrame();
      },
      { once: true },
    );
  }
  setTimeout(start, startCapMs);
}

/** The script as written into every page: the function's source, called with this site's names. */
export const BOOT_SCRIPT = `(${boot.toString()})(${[BOOT_DATA_ID, SCRIPT_START_CAP_MS, WEB_FONTS_STORAGE_KEY, WEB_FONTS_ATTRIBUTE].map((value) => JSON.stringify(value)).join(',')})`;
