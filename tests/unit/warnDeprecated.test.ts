import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

/** A fresh copy of the module for each test, since it remembers which names it has warned about. */
async function freshWarnDeprecated() {
  vi.resetModules();
  return (await import('../../src/utils/warnDeprecated')).warnDeprecated;
}

describe('warnDeprecated', () => {
  let warn: MockInstance<typeof console.warn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    warn.mockRestore();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('warns in development, naming the deprecated thing and what to do instead', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warnDeprecated = await freshWarnDeprecated();
    warnDeprecated('ArticleCard level', 'Use headingLevel.');
    expect(warn.mock.calls).toEqual([['@parchment/ui: ArticleCard level is deprecated. Use headingLevel.']]);
  });

  it('warns once per name however often it is called, and again for another name', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warnDeprecated = await freshWarnDeprecated();
    warnDeprecated('ArticleCard level', 'Use headingLevel.');
    warnDeprecated('ArticleCard level', 'Use headingLevel.');
    warnDeprecated('KeyFacts level', 'Use headingLevel.');
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      '@parchment/ui: ArticleCard level is deprecated. Use headingLevel.',
      '@parchment/ui: KeyFacts level is deprecated. Use headingLevel.',
    ]);
  });

  it('stays silent in a production build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warnDeprecated = await freshWarnDeprecated();
    warnDeprecated('ArticleCard level', 'Use headingLevel.');
    expect(warn).not.toHaveBeenCalled();
  });

  it('works in a browser that has no `process`, warning as in development', async () => {
    const warnDeprecated = await freshWarnDeprecated();
    vi.stubGlobal('process', undefined);
    expect(() => warnDeprecated('SourceList level', 'Use headingLevel.')).not.toThrow();
    vi.unstubAllGlobals();
    expect(warn.mock.calls).toEqual([['@parchment/ui: SourceList level is deprecated. Use headingLevel.']]);
  });
});
