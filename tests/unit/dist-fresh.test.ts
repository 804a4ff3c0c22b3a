/**
 * The one "is dist/ fresh" rule (scripts/lib/dist-fresh.mjs) that npm start,
 * the benchmarks and the e2e and budget setup act on: on a throwaway tree
 * with one input of each kind, a build is missing until stamped, fresh after,
 * stale once an input's content changes, and fresh again after the next stamp.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs helper shared with npm start and the tests' setup
import { BUILD_INPUTS, buildState, forgetBuildStamp, writeBuildStamp } from '../../scripts/lib/dist-fresh.mjs';

type State = { state: 'missing' | 'stale' | 'fresh'; message: string };
const stateOf = (root: string): State => buildState(root) as State;

let root: string;

function write(relative: string, content: string) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'parchment-dist-fresh-'));
  write('site/App.tsx', 'export const App = 1;');
  write('src/index.ts', 'export {};');
  write('tokens/scale.ts', 'export const space = 4;');
  write('vite.config.ts', 'export default {};');
  write('package-lock.json', '{}');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** What the build writes: the outputs the server needs (the site's renderer and manifest, the server's bundle), then the stamp. */
function build() {
  write('dist/server/entry-server.js', 'export {};');
  write('dist/client/.vite/manifest.json', '{}');
  write('dist/node/index.mjs', 'export {};');
  writeBuildStamp(root);
}

describe('dist-fresh: is dist/ the build of the sources as they are', () => {
  it('hashes what vite and the last build step read', () => {
    expect(BUILD_INPUTS).toEqual(expect.arrayContaining(['site', 'src', 'tokens', 'server', 'vite.config.ts', 'package-lock.json']));
  });

  it('is missing with no dist/, and with outputs but no stamp (a build that stopped part way)', () => {
    expect(stateOf(root).state).toBe('missing');
    write('dist/server/entry-server.js', 'export {};');
    write('dist/client/.vite/manifest.json', '{}');
    expect(stateOf(root)).toEqual({ state: 'missing', message: expect.stringMatching(/no complete build/) });
  });

  it('is fresh right after a build', () => {
    build();
    expect(stateOf(root)).toEqual({ state: 'fresh', message: 'The build in dist/ is up to date.' });
  });

  it.each(['site/App.tsx', 'src/index.ts', 'tokens/scale.ts', 'vite.config.ts', 'package-lock.json'])('is stale after %s changes, and fresh after the next build', (input) => {
    build();
    write(input, '// edited\n');
    expect(stateOf(root)).toEqual({ state: 'stale', message: expect.stringMatching(/older than its sources/) });
    build();
    expect(stateOf(root).state).toBe('fresh');
  });

  it('is stale when a new file appears under an input folder', () => {
    build();
    write('site/pages/NewPage.tsx', 'export const NewPage = 1;');
    expect(stateOf(root).state).toBe('stale');
  });

  it('stays fresh when an input is only touched (its content unchanged)', () => {
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'site/App.tsx'), later, later);
    expect(stateOf(root).state).toBe('fresh');
  });

  it('ignores files outside the inputs (the tests, the docs)', () => {
    build();
    write('tests/unit/new.test.ts', 'it();');
    write('docs/contributing.md', '# contributing');
    expect(stateOf(root).state).toBe('fresh');
  });

  it('is missing from the start of the next build until it finishes (a build that fails part way)', () => {
    build();
    forgetBuildStamp(root);
    expect(stateOf(root).state).toBe('missing');
  });

  it('is missing when an output is deleted after the build', () => {
    build();
    rmSync(path.join(root, 'dist/server/entry-server.js'));
    expect(stateOf(root).state).toBe('missing');
  });
});
