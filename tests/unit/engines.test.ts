/**
 * The engines field tells the truth: every package the README's test command
 * runs (everything the lockfile reaches from package.json, except the tools
 * of other commands, listed below) accepts the oldest Node version the
 * README and package.json state.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; peerDependencies?: Record<string, string>; engines?: { node?: string }; optional?: boolean }>;
};

/** Tools of commands outside `npm test`: `npm run bench:web` (Lighthouse) and `npm run chromatic`. */
const outsideTheTestCommand = new Set(['lighthouse', 'chromatic']);

const oldestNode = semver.minVersion(manifest.engines.node)!.version;

/** Where npm put `name` for the package at `from`: the nearest node_modules up the tree, as Node resolves it. */
function resolve(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

function reachedByTheTestCommand(): Set<string> {
  const seen = new Set<string>();
  const queue = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => !outsideTheTestCommand.has(name))
    .map((name) => resolve('', name))
    .filter((key): key is string => key !== undefined);
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = lock.packages[key];
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = resolve(key, name);
      if (found) queue.push(found);
    }
  }
  return seen;
}

describe('engines (the Node version the README states)', () => {
  it('README and package.json state the same oldest Node', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(`Node ${manifest.engines.node.replace('>=', '')} or newer`);
  });

  it(`every package the test command uses accepts Node ${oldestNode}`, () => {
    const reached = reachedByTheTestCommand();
    expect(reached.size).toBeGreaterThan(100);
    const refusing = [...reached]
      .filter((key) => lock.packages[key].engines?.node && !semver.satisfies(oldestNode, lock.packages[key].engines!.node!))
      .map((key) => `${key.replace(/^.*node_modules\//, '')} wants node ${lock.packages[key].engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
