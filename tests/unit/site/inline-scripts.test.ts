/**
 * The page's inline scripts run alone, as written: a renderer whose scripts a
 * module loader rewrote to call helpers (esbuild's __name) refuses to start
 * rather than serve pages whose scripts throw and never hydrate.
 */
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from '../../../site/boot';
import { checkedInlineScript } from '../../../site/inlineSource';

describe('checkedInlineScript', () => {
  it('passes a script that uses only its own names and the browser globals', () => {
    expect(checkedInlineScript('boot script', BOOT_SCRIPT)).toBe(BOOT_SCRIPT);
  });

  it('refuses a script a loader rewrote with __name, naming it and saying how to load the renderer', () => {
    const rewritten = '(function boot(id){const start=__name(()=>{},"start");start()})("x")';
    expect(() => checkedInlineScript('boot script', rewritten)).toThrow(/boot script was rewritten by the module loader.*package\.json/s);
  });
});
