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
 *   dist/lib/style-dictionary.config.mjs  builds tokens.css's properties from tokens.json
 *   dist/lib/README.md, CHANGELOG.md, LICENSE
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

/** The published name. Its version is the repository's (package.json), which CHANGELOG.md records. */
export const libraryName = '@parchment/ui';

/** Where the source lives; also the package's homepage and issue tracker. */
export const repositoryUrl = 'https://github.com/parchment-ui/parchment';

/** The package's own README, written for the package alone (its links point only into the package or to absolute URLs). */
export const packageReadmeSource = path.join(root, 'package/README.md');

/**
 * The files at the package's root besides the modules and declarations, as
 * build-lib writes them: what the README may link to and what `exports` names.
 */
export const packageRootFiles = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'LICENSE',
  'styles.css',
  'fonts/fonts.css',
  'tokens.css',
  'tokens.json',
  'style-dictionary.config.mjs',
] as const;

function readRootPackage(): { version: string; engines?: { node?: string } } {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
}

/** The library's layers, each a module of src/ and an export of the package (`@parchment/ui/forms`). */
export const libraryLayers = ['foundations', 'primitives', 'forms', 'components', 'editorial', 'admin'] as const;

export const libraryVersion: string = readRootPackage().version;

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

export function packageManifest() {
  const rootPackage = readRootPackage();
  const version = (name: string) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;
  const entry = (name: string) => ({ types: `./${name}.d.ts`, default: `./${name}.js` });
  return {
    name: libraryName,
    version: rootPackage.version,
    description: 'Parchment: an accessible React design system for editorial sites, with parchment and ink themes.',
    license: 'MIT',
    repository: { type: 'git', url: `git+${repositoryUrl}.git` },
    homepage: `${repositoryUrl}#readme`,
    bugs: { url: `${repositoryUrl}/issues` },
    type: 'module',
    main: './src/index.js',
    module: './src/index.js',
    types: './src/index.d.ts',
    exports: {
      '.': entry('src/index'),
      // Each layer alone; every one is also in '.'.
      ...Object.fromEntries(libraryLayers.map((layer) => [`./${layer}`, entry(`src/${layer}`)])),
      './tokens': entry('tokens/index'),
      // Brand themes at build time, for apps that use vanilla-extract themselves.
      './vanilla-extract': entry('tokens/createParchmentTheme'),
      './styles.css': './styles.css',
      './fonts.css': './fonts/fonts.css',
      './tokens.css': './tokens.css',
      './tokens.json': './tokens.json',
      './style-dictionary.config.mjs': './style-dictionary.config.mjs',
      './package.json': './package.json',
    },
    // The modules are pure; only stylesheets do something on import.
    sideEffects: ['*.css'],
    peerDependencies: {
      react: '^18.3 || ^19',
      'react-dom': '^18.3 || ^19',
      '@vanilla-extract/css': `^${version('@vanilla-extract/css').split('.').slice(0, 2).join('.')}`,
    },
    // Only `@parchment/ui/vanilla-extract` needs it, and the app that imports that has it already.
    peerDependenciesMeta: { '@vanilla-extract/css': { optional: true } },
    // The runtime behind the tokens' sprinkles (a few hundred bytes).
    dependencies: {
      '@vanilla-extract/sprinkles': `^${version('@vanilla-extract/sprinkles')}`,
    },
    engines: { node: rootPackage.engines?.node ?? '>=20.19' },
    keywords: ['react', 'design-system', 'components', 'accessibility', 'vanilla-extract'],
  };
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
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(packageManifest(), null, 2)}\n`);
  copyFileSync(path.join(root, 'CHANGELOG.md'), path.join(outDir, 'CHANGELOG.md'));
  copyFileSync(path.join(root, 'LICENSE'), path.join(outDir, 'LICENSE'));
  copyFileSync(packageReadmeSource, path.join(outDir, 'README.md'));
  copyFileSync(path.join(root, 'tokens/style-dictionary.config.mjs'), path.join(outDir, 'style-dictionary.config.mjs'));
  for (const file of packageRootFiles) {
    if (!existsSync(path.join(outDir, file))) throw new Error(`The package has no ${file}`);
  }
  console.log(`built ${libraryName}@${readRootPackage().version} in ${path.relative(root, outDir)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildLibrary();
