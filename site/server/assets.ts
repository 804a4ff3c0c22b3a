/**
 * What the server needs from the client build (dist/client/.vite/manifest.json):
 * the entry script, the modules it imports (for modulepreload), its CSS (inlined
 * in the first response so no stylesheet blocks rendering), and the two font
 * files worth preloading.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SiteAssets {
  /** Changes with every build; part of each page's ETag. */
  buildId: string;
  entryScript: string;
  modulePreloads: string[];
  inlineCss: string;
  fontPreloads: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  assets?: string[];
}

/** The faces used above the fold on every page: body text and headlines. */
const PRELOADED_FONTS = [/source-serif-4-latin-400-normal.*\.woff2$/, /playfair-display-latin-700-normal.*\.woff2$/];

export function loadSiteAssets(clientDir: string): SiteAssets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No client build at ${clientDir}: run "npm run build" first.`);
  const manifestText = readFileSync(manifestPath, 'utf8');
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The client build has no entry chunk.');

  const seen = new Set<string>();
  const css = new Set<string>();
  const preloads: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach((imported) => {
      preloads.push(`/${manifest[imported]?.file}`);
      visit(imported);
    });
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry) as string;
  visit(entryKey);

  const allFiles = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.assets ?? [])]);
  const fontPreloads = PRELOADED_FONTS.map((pattern) => allFiles.find((file) => pattern.test(file))).filter(
    (file): file is string => Boolean(file),
  );

  return {
    buildId: createHash('sha1').update(manifestText).digest('base64url').slice(0, 12),
    entryScript: `/${entry.file}`,
    modulePreloads: [...new Set(preloads)],
    inlineCss: [...css].map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n'),
    fontPreloads: fontPreloads.map((file) => `/${file}`),
  };
}
