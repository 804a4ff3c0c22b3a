// @vitest-environment happy-dom
/**
 * The page's inline boot script (site/boot.ts), run as the browser runs it:
 * its source text alone, with no module around it. It hands the embedded
 * data to the client entry, and starts the page's scripts only after the page
 * has loaded and painted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_DATA_ID, BOOT_SCRIPT, type BootData } from '../../../site/boot';
import { PREFETCH_GLOBAL } from '../../../site/data/prefetch';

const bootData: BootData = {
  page: { data: { '/api/article/x': { title: 'X' } }, missing: [], year: 2026, today: '2026-11-25', origin: 'https://example.test' },
  entryScript: '/assets/entry-abc.js',
  modulePreloads: ['/assets/chunk-1.js', '/assets/chunk-2.js'],
};

function writePage() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(bootData)}</script>`;
}

/** Runs the script text in the page's global scope, as an inline <script> would. */
function runBootScript() {
  new Function(BOOT_SCRIPT)();
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  // Let a run's pending start fire (its load listener and timers), so it adds nothing to the next test's page.
  window.dispatchEvent(new Event('load'));
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL];
});

describe('the boot script', () => {
  it('is self-contained: its text names nothing from the module it was written in', () => {
    expect(BOOT_SCRIPT).not.toMatch(/\bimport\b|\brequire\(|__vite|__name/);
    expect(() => new Function(BOOT_SCRIPT)).not.toThrow();
  });

  it('hands the embedded data to the client entry at once', () => {
    writePage();
    runBootScript();
    expect((window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL]).toEqual(bootData.page);
  });

  it('adds the entry script and its modulepreloads only after the page has loaded and a frame has passed', async () => {
    writePage();
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    runBootScript();
    expect(document.head.querySelector('script[type="module"]')).toBeNull();

    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
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
});
