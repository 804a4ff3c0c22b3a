// @vitest-environment happy-dom
/**
 * The page's inline boot script (site/boot.ts), run as the browser runs it:
 * its source text alone, with no module around it. Only after the page has
 * loaded and painted it starts the page's scripts (the islands' entry and its
 * modulepreloads) and warms the cache with the web fonts. It asks the API
 * nothing: every island carries its props in the page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_DATA_ID, BOOT_SCRIPT, type BootData } from '../../../site/boot';
import { markWebFontsIfCached, WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY, webFontsScript } from '../../../site/webFonts';

const bootData: BootData = {
  entryScript: '/assets/entry-abc.js',
  modulePreloads: ['/assets/chunk-1.js', '/assets/chunk-2.js'],
  webFonts: { files: ['/assets/serif-400-a1.woff2', '/assets/sans-600-b2.woff2'], version: 'v1' },
};

function writePage() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(bootData)}</script>`;
}

/** Runs the script text in the page's global scope, as an inline <script> would. */
function runBootScript() {
  new Function(BOOT_SCRIPT)();
}

/**
 * Chromium's paint timing as the test reports it: the boot script observes
 * 'paint' entries (buffered ones included, as a browser replays those
 * reported before it observed).
 */
type PaintCallback = (list: { getEntries: () => Array<{ name: string }> }, observer: FakePerformanceObserver) => void;
const paintEntries: Array<{ name: string }> = [];
const paintObservers = new Set<FakePerformanceObserver>();
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  constructor(readonly callback: PaintCallback) {}
  observe({ type, buffered }: { type: string; buffered?: boolean }) {
    if (type !== 'paint') return;
    paintObservers.add(this);
    if (buffered && paintEntries.length > 0) this.callback({ getEntries: () => [...paintEntries] }, this);
  }
  disconnect() {
    paintObservers.delete(this);
  }
}
function reportPaint(name: 'first-paint' | 'first-contentful-paint') {
  paintEntries.push({ name });
  for (const observer of [...paintObservers]) observer.callback({ getEntries: () => [{ name }] }, observer);
}

beforeEach(() => {
  vi.useFakeTimers();
  paintEntries.length = 0;
  paintObservers.clear();
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  // Any request is a failure of this test: the page's scripts come from elements, not from fetch.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('Not expected', { status: 500 })),
  );
});

/** The island entry's script element, once the boot script has started the page. */
const entryScript = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');

/** Loads the page, reports its first paints and lets the frame after them pass. */
async function loadAndPaint() {
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  window.dispatchEvent(new Event('load'));
  reportPaint('first-paint');
  reportPaint('first-contentful-paint');
  await vi.advanceTimersByTimeAsync(100);
}

afterEach(async () => {
  // Let a run's pending start fire (its load listener and timers), so it adds nothing to the next test's page.
  window.dispatchEvent(new Event('load'));
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
  localStorage.clear();
});

const fontPrefetches = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

describe('the boot script', () => {
  it('is self-contained: its text names nothing from the module it was written in', () => {
    expect(BOOT_SCRIPT).not.toMatch(/\bimport\b|\brequire\(|__vite|__name/);
    expect(() => new Function(BOOT_SCRIPT)).not.toThrow();
  });

  it('starts nothing before the page has loaded and painted', async () => {
    writePage();
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    runBootScript();
    await vi.advanceTimersByTimeAsync(1000);
    expect(entryScript()).toBeNull();
    expect(fontPrefetches()).toEqual([]);
  });

  it('waits for the first contentful paint to be reported, not only the load event, before it asks for anything', async () => {
    writePage();
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    runBootScript();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
    reportPaint('first-paint');
    await vi.advanceTimersByTimeAsync(1000);
    expect(entryScript()).toBeNull();
    expect(fontPrefetches()).toEqual([]);

    reportPaint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScript()).not.toBeNull();
  });

  it('starts on load when the first contentful paint was reported before the script ran', async () => {
    writePage();
    reportPaint('first-contentful-paint');
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    runBootScript();
    await vi.advanceTimersByTimeAsync(500);
    expect(entryScript()).toBeNull();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScript()).not.toBeNull();
  });

  it('asks the network for nothing itself: the page was rendered with everything its islands need', async () => {
    writePage();
    runBootScript();
    await loadAndPaint();
    expect(entryScript()).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds the entry script and its modulepreloads only after the page has loaded and a frame has passed', async () => {
    writePage();
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    runBootScript();
    expect(document.head.querySelector('script[type="module"]')).toBeNull();

    await loadAndPaint();
    const entry = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(entry?.getAttribute('src')).toBe(bootData.entryScript);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(bootData.modulePreloads);
  });

  it('starts the scripts after three seconds even if the page never finishes loading, and only once', async () => {
    writePage();
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    runBootScript();
    await vi.advanceTimersByTimeAsync(2900);
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('after the first paint, prefetches each web font file as a font and writes the flag once all have arrived, without showing the fonts', async () => {
    writePage();
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    runBootScript();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fontPrefetches()).toEqual([]);

    await loadAndPaint();
    const links = fontPrefetches();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(bootData.webFonts.files);
    for (const link of links) {
      expect(link.getAttribute('as')).toBe('font');
      expect(link.getAttribute('type')).toBe('font/woff2');
      expect(link.getAttribute('crossorigin')).toBe('anonymous');
    }
    links[0].dispatchEvent(new Event('load'));
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull();
    links[1].dispatchEvent(new Event('load'));
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('v1');
    // The page being read keeps the fallbacks: only the next page names the web fonts.
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
  });

  it('writes no flag when a font file fails', async () => {
    writePage();
    runBootScript();
    await loadAndPaint();
    const [first, second] = fontPrefetches();
    first.dispatchEvent(new Event('error'));
    second.dispatchEvent(new Event('load'));
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull();
  });

  it('prefetches no font on a page that already shows the web fonts', async () => {
    document.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, '');
    writePage();
    runBootScript();
    await loadAndPaint();
    expect(document.head.querySelector('script[type="module"]')).not.toBeNull();
    expect(fontPrefetches()).toEqual([]);
  });
});

describe('the web fonts head script', () => {
  const runHeadScript = (version: string) => new Function(webFontsScript({ version, families: ['Source Serif 4'] }))();

  it('is self-contained and the same text for the same build', () => {
    const script = (version: string) => webFontsScript({ version, families: ['Source Serif 4'] });
    expect(script('v1')).not.toMatch(/\bimport\b|\brequire\(|__vite|__name/);
    expect(script('v1')).toBe(script('v1'));
    expect(script('v2')).not.toBe(script('v1'));
  });

  it("names the web fonts only when the flag holds this build's version", () => {
    runHeadScript('v1');
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, 'v0');
    runHeadScript('v1');
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, 'v1');
    runHeadScript('v1');
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
  });

  it('keeps the fallbacks when storage throws (some privacy modes)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(() => markWebFontsIfCached(WEB_FONTS_STORAGE_KEY, WEB_FONTS_ATTRIBUTE, 'v1')).not.toThrow();
      expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
