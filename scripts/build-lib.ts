/**
 * `npm run build:lib`: the installable library in dist/lib, with its own
 * package.json, ready for `npm pack ./dist/lib` or `npm publish ./dist/lib`.
 *
 *   dist/lib/src/**.js, tokens/**.js  ES modules, one per source module (vite.lib.config.ts)
 *   dist/lib/**.d.ts                   declarations, with explicit `.js` paths so
 *                                      every TypeScript module resolution finds them
 *   dist/lib/styles.css                every component's and the themes' styles
 *   dist/lib/fonts/                    the optional web fonts and fallbacks (fonts.css)
 *   dist/lib/tokens.css, tokens.json   the tokens as custom properties and as DTCG
 *
 * Nothing of the site, the server, the tests or the screenshots goes in.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDesignTokens } from './write-design-tokens';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/lib');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** The published name and version; CHANGELOG.md records each version. */
export const libraryName = '@parchment/ui';
export const libraryVersion = '0.2.0';

/**
 * The package is always a production build: under NODE_ENV=test (a test
 * runner calling this) Vite would compile JSX to React's development
 * runtime, whose `jsxDEV` does not exist in the production React an app ships.
 */
function run(command: string, args: string[]) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}

/**
 * tsc writes `export * from './components/Button'`; under Node's ESM
 * resolution (TypeScript's `node16`/`nodenext`) a relative path needs its
 * file, so each becomes `./components/Button/index.js` (which TypeScript
 * maps to the `.d.ts` beside it). `bundler` resolution accepts both.
 */
export function explicitDeclarationPaths(source: string, file: string): string {
  const resolve = (specifier: string) => {
    const base = path.resolve(path.dirname(file), specifier);
    if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
    if (existsSync(path.join(base, 'index.d.ts'))) return `${specifier}/index.js`;
    throw new Error(`${path.relative(outDir, file)}: cannot find the declaration of '${specifier}'`);
  };
  return source
    .replace(/(from\s+|import\s*\()(['"])(\.{1,2}\/[^'"]+)\2/g, (_match, lead: string, quote: string, specifier: string) =>
      `${lead}${quote}${resolve(specifier)}${quote}`,
    )
    .replace(/^(import\s+)(['"])(\.{1,2}\/[^'"]+)\2/gm, (_match, lead: string, quote: string, specifier: string) =>
      `${lead}${quote}${resolve(specifier)}${quote}`,
    );
}

function packageJson() {
  const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const version = (name: string) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;
  const entry = (name: string) => ({ types: `./${name}.d.ts`, default: `./${name}.js` });
  return {
    name: libraryName,
    version: libraryVersion,
    description: 'Parchment: an accessible React design system for editorial sites, with parchment and ink themes.',
    license: 'UNLICENSED',
    type: 'module',
    main: './src/index.js',
    module: './src/index.js',
    types: './src/index.d.ts',
    exports: {
      '.': entry('src/index'),
      './tokens': entry('tokens/index'),
      './styles.css': './styles.css',
      './fonts.css': './fonts/fonts.css',
      './tokens.css': './tokens.css',
      './tokens.json': './tokens.json',
      './package.json': './package.json',
    },
    // The modules are pure; only stylesheets do something on import.
    sideEffects: ['*.css'],
    peerDependencies: { react: '^18.3 || ^19', 'react-dom': '^18.3 || ^19' },
    // The runtimes behind Button's recipe and the tokens' sprinkles (a few hundred bytes each).
    dependencies: {
      '@vanilla-extract/recipes': `^${version('@vanilla-extract/recipes')}`,
      '@vanilla-extract/sprinkles': `^${version('@vanilla-extract/sprinkles')}`,
    },
    engines: { node: rootPackage.engines?.node ?? '>=20.19' },
    keywords: ['react', 'design-system', 'components', 'accessibility', 'vanilla-extract'],
  };
}

/** The package's README is the repository README's "Using Parchment in your app" section, so the two never disagree. */
export function packageReadme(repositoryReadme: string): string {
  const section = /^## Using Parchment in your app\n([\s\S]*?)(?=^## )/m.exec(repositoryReadme);
  if (!section) throw new Error('README.md has no "## Using Parchment in your app" section');
  return `# ${libraryName}\n\nParchment: an accessible React design system for editorial sites.\n${section[1].replace(/^### /gm, '## ')}`;
}

/**
 * The fonts build's entry only gathers the CSS, so its empty module goes;
 * and every browser that runs React 18 reads WOFF2, so the WOFF copies
 * @fontsource lists as a second source go too (half the package's bytes).
 */
function slimFonts(fontsDir: string) {
  rmSync(path.join(fontsDir, 'fonts.js'), { force: true });
  for (const file of readdirSync(fontsDir)) if (file.endsWith('.woff')) rmSync(path.join(fontsDir, file));
  const css = path.join(fontsDir, 'fonts.css');
  writeFileSync(css, readFileSync(css, 'utf8').replace(/,\s*url\([^)]*\.woff\)\s*format\(["']woff["']\)/g, ''));
}

export function buildLibrary() {
  rmSync(outDir, { recursive: true, force: true });
  run(bin('vite'), ['build', '--config', 'vite.lib.config.ts', '--logLevel', 'warn']);
  run(bin('vite'), ['build', '--config', 'vite.lib-fonts.config.ts', '--logLevel', 'warn']);
  slimFonts(path.join(outDir, 'fonts'));
  run(bin('tsc'), ['-p', 'tsconfig.lib.json']);
  for (const file of walk(outDir)) {
    if (file.endsWith('.d.ts')) writeFileSync(file, explicitDeclarationPaths(readFileSync(file, 'utf8'), file));
  }
  writeDesignTokens(outDir);
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(packageJson(), null, 2)}\n`);
  copyFileSync(path.join(root, 'CHANGELOG.md'), path.join(outDir, 'CHANGELOG.md'));
  writeFileSync(path.join(outDir, 'README.md'), packageReadme(readFileSync(path.join(root, 'README.md'), 'utf8')));
  console.log(`built ${libraryName}@${libraryVersion} in ${path.relative(root, outDir)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildLibrary();
