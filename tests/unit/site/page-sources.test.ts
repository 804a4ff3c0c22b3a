/**
 * Each page names its own source file (PageModule.source), by which the
 * server finds the page's chunk, stylesheets and preloads in the build
 * manifest: a wrong name would serve a page without its CSS.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadAllRoutes, preloadRoute, routes } from '../../../site/routes';

// Every page's code compiled once, before the tests (as tests/support/renderRoute.tsx does).
await preloadAllRoutes();

describe('page sources', () => {
  it.each(routes.map((entry) => [entry.path, entry] as const))('%s names the file its page module comes from', async (_path, entry) => {
    const page = await preloadRoute(entry);
    expect(existsSync(path.resolve(page.source)), page.source).toBe(true);
    const module = (await import(/* @vite-ignore */ path.resolve(page.source))) as Record<string, unknown>;
    // The page object itself, or (the pillar pages) the function that makes it.
    const exported = Object.values(module);
    expect(exported.includes(page) || exported.some((value) => typeof value === 'function' && value.name === 'pillarPage')).toBe(true);
  });
});
