/**
 * vitest's own order, with the files known to take longest moved to the
 * front of their project. vitest orders files by the durations it cached
 * from earlier runs, and on a fresh clone (CI) by file size, which puts the
 * accessibility files (small files that loop over every route) last: the
 * two end-to-end workers then spent two minutes with one of them idle, the
 * other on the last long file. Started first, the long files run beside the
 * short ones and both workers end together.
 *
 * A scheduling hint only: a file missing from the list, or listed and gone,
 * changes how long a run takes, never what it checks.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest first (seconds in one fresh-clone run on the two-core machine, docs/decisions/0025-end-to-end-two-at-a-time.md). */
const LONGEST_FILES = [
  'tests/e2e/accessibility-narrow.test.ts', // 147 s
  'tests/e2e/security-headers.test.ts', // 142 s
  'tests/e2e/accessibility-wide.test.ts', // 132 s
  'tests/e2e/routes.test.ts', // 54 s
  'tests/e2e/reader.test.ts', // 54 s
  'tests/e2e/accessibility.test.ts', // 49 s
];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FILES.indexOf(path.relative(file.project.config.root, file.moduleId).split(path.sep).join('/'));
      return at === -1 ? LONGEST_FILES.length : at;
    };
    // Within a project only: vitest's order of groups and projects stays as it was (each project's files are
    // one run of the sorted list, placed by where its first file was).
    const projectAt = new Map<string, number>();
    sorted.forEach((file, index) => {
      if (!projectAt.has(file.project.name)) projectAt.set(file.project.name, index);
    });
    const key = (file: TestSpecification, index: number) => [projectAt.get(file.project.name) ?? 0, rank(file), index];
    return sorted
      .map((file, index) => ({ file, key: key(file, index) }))
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
      .map(({ file }) => file);
  }
}
