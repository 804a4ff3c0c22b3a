/**
 * The deprecated `level` prop of ArticleCard, KeyFacts, SourceList and
 * EditorialStandards still sets the heading's level, and tells the developer
 * once, in development, to use `headingLevel`.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

/** Fresh modules for each test: warnDeprecated remembers what it has warned about. */
async function components() {
  vi.resetModules();
  return import('../../src');
}

describe('the deprecated `level` prop', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', 'development');
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    vi.unstubAllEnvs();
  });

  const cases: Array<[string, (library: Awaited<ReturnType<typeof components>>, props: { level?: 4; headingLevel?: 4 }) => ReactElement]> = [
    ['ArticleCard', ({ ArticleCard }, props) => <ArticleCard kicker="Landmarks" title="The Monroe Doctrine" href="/articles/monroe-doctrine" dek="A warning to Europe." {...props} />],
    ['KeyFacts', ({ KeyFacts }, props) => <KeyFacts facts={['Delivered on December 2, 1823.']} {...props} />],
    [
      'SourceList',
      ({ SourceList }, props) => (
        <SourceList sources={[{ id: 's1', title: 'Monroe Doctrine (1823)', publisher: 'National Archives', url: 'https://www.archives.gov/', date: '1823-12-02', type: 'primary' }]} {...props} />
      ),
    ],
    ['EditorialStandards', ({ EditorialStandards }, props) => <EditorialStandards links={[{ href: '/editorial-policy', label: 'Editorial policy' }]} {...props} />],
  ];

  it.each(cases)('%s: `level` still sets the heading level, and warns once, naming `headingLevel`', async (name, element) => {
    const library = await components();
    const { unmount } = render(element(library, { level: 4 }));
    expect(screen.getAllByRole('heading', { level: 4 }).length).toBeGreaterThan(0);
    unmount();
    render(element(library, { level: 4 }));
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      `@parchment/ui: ${name}'s \`level\` prop is deprecated. Use \`headingLevel\`; \`level\` is read only when \`headingLevel\` is not given, and will be removed in 1.0.`,
    ]);
  });

  it.each(cases)('%s: `headingLevel` alone warns nothing', async (_name, element) => {
    const library = await components();
    render(element(library, { headingLevel: 4 }));
    expect(screen.getAllByRole('heading', { level: 4 }).length).toBeGreaterThan(0);
    expect(warn).not.toHaveBeenCalled();
  });
});
