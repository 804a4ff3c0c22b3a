/**
 * The visual review report. While it runs, .storybook/test-runner.ts appends
 * one JSON line per screenshot comparison to <report dir>/records/; after the
 * run, writeVisualReport() turns the failed ones into
 *   <report dir>/index.html   story, theme, viewport, and baseline | new | diff side by side
 *   <report dir>/report.json  the same data, for scripts and tests
 *   <report dir>/images/      copies of the three images, linked relatively
 * so the folder can be opened, zipped or attached as it is. The default
 * folder, tests/visual/__report__, is git-ignored like __diff__.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './run.mjs';

export const defaultReportDir = path.join(root, 'tests/visual/__report__');

/** The local Storybook (`npm run storybook`) the report links stories to. */
const storybookUrl = process.env.STORYBOOK_URL ?? 'http://localhost:6006';

/** Removes the report and records of an earlier run, so a passing run leaves no report behind. */
export function clearVisualReport(reportDir = defaultReportDir) {
  rmSync(reportDir, { recursive: true, force: true });
}

/** Every comparison the last run recorded. */
export function readVisualRecords(reportDir = defaultReportDir) {
  const dir = path.join(reportDir, 'records');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) =>
      readFileSync(path.join(dir, name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    );
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A link that opens the story in the local Storybook with the same theme and viewport. */
export function storyUrl({ storyId, theme, viewport }) {
  return `${storybookUrl}/?path=/story/${encodeURIComponent(storyId)}&globals=theme:${theme};viewport.value:${viewport}`;
}

// The matcher's message is coloured for a terminal; the report wants its first line as plain text.
const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (message) => message.split('\n')[0];

function figure(label, src, alt) {
  if (!src) return `<figure><figcaption>${label}</figcaption><p class="missing">None: ${label === 'Baseline' ? 'no baseline was committed for this snapshot' : 'the images could not be compared'}.</p></figure>`;
  return `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"></a></figure>`;
}

function renderHtml(report) {
  const items = report.snapshots
    .map(
      (s) => `<section aria-labelledby="${escapeHtml(s.snapshot)}">
  <h2 id="${escapeHtml(s.snapshot)}">${escapeHtml(s.title)} › ${escapeHtml(s.name)}</h2>
  <p class="meta"><span>Theme: <strong>${escapeHtml(s.theme)}</strong></span> <span>Viewport: <strong>${escapeHtml(s.viewport)}</strong></span> <span>Story id: <code>${escapeHtml(s.storyId)}</code></span> <a href="${escapeHtml(s.storyUrl)}">Open the story in Storybook</a></p>
  <p class="message">${escapeHtml(firstLine(s.message))}</p>
  <div class="images">
    ${figure('Baseline', s.images.baseline, `Baseline of ${s.title} › ${s.name}, ${s.theme}, ${s.viewport}`)}
    ${figure('New', s.images.new, `New screenshot of ${s.title} › ${s.name}, ${s.theme}, ${s.viewport}`)}
    ${figure('Diff', s.images.diff, `Changed pixels of ${s.title} › ${s.name}, ${s.theme}, ${s.viewport}, in red`)}
  </div>
  <p class="accept">Intended? <code>npm run test:visual:update -- ${escapeHtml(s.storyId)}</code></p>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes: ${report.snapshots.length} snapshot(s) differ</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 24px; max-width: 1600px; color: #1c2630; background: #fbf8f1; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin: 0 0 4px; }
  section { border-top: 1px solid #8a8f96; padding: 16px 0 24px; }
  .meta { display: flex; flex-wrap: wrap; gap: 16px; margin: 0 0 8px; }
  .message { color: #7a1f1f; margin: 0 0 12px; }
  .images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
  img { max-width: 100%; height: auto; border: 1px solid #8a8f96; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  a { color: #1d4f8c; } .missing { font-style: italic; }
  @media (max-width: 800px) { .images { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<main>
<h1>Visual changes: ${report.snapshots.length} of ${report.checked} snapshot(s) differ</h1>
<p>Each snapshot shows the committed baseline, the screenshot of this run and the pixels that differ. Open a story in Storybook with <code>npm run storybook</code>. If a change is intended, accept it with the command under it (a glob such as <code>components-articlecard--*</code> takes a whole component), look at the new baseline and commit it.</p>
${items}
</main>
</body>
</html>
`;
}

/**
 * Writes the report for the failed comparisons among `records`; returns the
 * path of index.html, or undefined when every comparison passed.
 */
export function writeVisualReport({ reportDir = defaultReportDir, records = readVisualRecords(reportDir) } = {}) {
  const failed = records.filter((r) => !r.passed);
  if (failed.length === 0) return undefined;
  const imagesDir = path.join(reportDir, 'images');
  mkdirSync(imagesDir, { recursive: true });
  const copy = (from, suffix, snapshot) => {
    if (!from || !existsSync(from)) return null;
    const name = `${snapshot}--${suffix}.png`;
    copyFileSync(from, path.join(imagesDir, name));
    return `images/${name}`;
  };
  const snapshots = failed
    .sort((a, b) => a.snapshot.localeCompare(b.snapshot))
    .map((r) => ({
      storyId: r.storyId,
      title: r.title,
      name: r.name,
      theme: r.theme,
      viewport: r.viewport,
      snapshot: r.snapshot,
      message: (r.message ?? '').replace(ansiColour, ''),
      storyUrl: storyUrl(r),
      images: { baseline: copy(r.baseline, 'baseline', r.snapshot), new: copy(r.received, 'new', r.snapshot), diff: copy(r.diff, 'diff', r.snapshot) },
    }));
  const report = { generatedAt: new Date().toISOString(), checked: records.length, failed: snapshots.length, snapshots };
  writeFileSync(path.join(reportDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const html = path.join(reportDir, 'index.html');
  writeFileSync(html, renderHtml(report));
  return html;
}
