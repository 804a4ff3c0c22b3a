/**
 * Global setup of the projects that run on the production build (e2e,
 * budget): refuses to start when dist/ is missing or older than its sources
 * (scripts/lib/dist-fresh.mjs), so no test passes or fails on a stale build.
 * `npm test` builds first; by hand, run `npm run build`.
 */
// @ts-expect-error -- a plain .mjs helper shared with npm start and the benchmarks
import { buildState } from '../../scripts/lib/dist-fresh.mjs';

export default function checkBuild(): void {
  const build = buildState() as { state: string; message: string };
  if (build.state !== 'fresh') throw new Error(`${build.message} Run "npm run build" before these tests.`);
}
