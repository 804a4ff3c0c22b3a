/**
 * `npm run bench:lib`: what the published library costs the apps that
 * install it. Runs the consumer test (tests/consumer: build, pack, a fresh
 * Vite app under React 18 and 19), then writes its measurements to
 * docs/benchmarks.md under "## Library": the tarball's size, and the
 * JavaScript and CSS (gzip) of an app that renders one Button, of one that
 * keeps every export, and of the same app without the library.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

type Sizes = Record<'react-only' | 'button' | 'everything', { js: number; css: number }>;

execFileSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'consumer'], { cwd: root, stdio: 'inherit' });

const packageFigures = JSON.parse(readFileSync(path.join(results, 'library-package.json'), 'utf8'));
const rows = (['18', '19'] as const).flatMap((react) => {
  const sizes = JSON.parse(readFileSync(path.join(results, `library-sizes-react-${react}.json`), 'utf8')) as Sizes;
  const base = sizes['react-only'];
  return [
    `| React ${react} | React only, no library | ${kb(base.js)} | ${kb(base.css)} | — |`,
    `| React ${react} | imports \`Button\` | ${kb(sizes.button.js)} | ${kb(sizes.button.css)} | ${kb(sizes.button.js - base.js)} |`,
    `| React ${react} | imports everything | ${kb(sizes.everything.js)} | ${kb(sizes.everything.css)} | ${kb(sizes.everything.js - base.js)} |`,
  ];
});

/** The stylesheet every app links, as it arrives compressed: what the apps above measured. */
const stylesheetBytes = (JSON.parse(readFileSync(path.join(results, 'library-sizes-react-19.json'), 'utf8')) as Sizes).everything.css;

const section = `## Library

\`npm run bench:lib\` (the consumer test's measurements). The package \`${packageFigures.filename}\`: ${kb(packageFigures.packedBytes)} packed, ${kb(packageFigures.unpackedBytes)} unpacked, ${packageFigures.files} files; the six optional WOFF2 faces of \`fonts.css\` are about 122 KB of it. Target: under 300 KB packed.

A fresh Vite app (production build, gzip sizes) that renders one button:

| React | App | JS | CSS | Library's share of the JS |
| --- | --- | ---: | ---: | ---: |
${rows.join('\n')}

Every component is its own module and the package declares only its stylesheets as side effects, so an app that imports \`Button\` keeps Button and its class names, and nothing else. The stylesheet is one file, the same for every app (\`styles.css\`): splitting it per component would need the modules to import their CSS, which breaks server rendering in plain Node and test runners without a CSS loader; the whole of it is ${kb(stylesheetBytes)} compressed.

Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; run ${new Date().toISOString()}.

`;

const benchmarks = path.join(root, 'docs/benchmarks.md');
const current = readFileSync(benchmarks, 'utf8');
const existing = /^## Library\n[\s\S]*?(?=^## |(?![\s\S]))/m;
writeFileSync(benchmarks, existing.test(current) ? current.replace(existing, section) : `${current.trimEnd()}\n\n${section}`);
console.log(section);
