/** What every file of the seed archive is checked with: its error, and its front matter read. */
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/** A rule of the seed archive (server/content/README.md) that a file breaks: the message names the file and the rule. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
  constructor(
    readonly file: string,
    readonly rule: string,
  ) {
    super(`${file}: ${rule}`);
  }
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A content file's parts: its slug (the file name), its YAML front matter (only `fields` allowed), its body and the body's first line number. */
export function frontMatter(file: string, source: string, fields: readonly string[], unknownHint = ''): { slug: string; fm: Record<string, unknown>; body: string; bodyLine: number } {
  const slug = path.basename(file, '.md');
  if (!SLUG.test(slug)) throw new ArchiveError(file, 'the file name (the slug) must be lower-case words joined by hyphens');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ArchiveError(file, 'must start with YAML front matter between --- lines');
  let data: unknown;
  try {
    data = parseYaml(match[1]);
  } catch (error) {
    throw new ArchiveError(file, `front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ArchiveError(file, 'front matter must be a YAML mapping');
  const fm = data as Record<string, unknown>;
  const unknown = Object.keys(fm).filter((key) => !fields.includes(key));
  if (unknown.length) throw new ArchiveError(file, `unknown front matter field "${unknown[0]}"${unknownHint}`);
  return { slug, fm, body: match[2], bodyLine: match[1].split('\n').length + 3 };
}
