/**
 * The about and policy pages are content, written as Markdown files in
 * site/content/pages/ that editors change as they change articles (the format
 * is in site/content/pages/README.md). The build compiles each file into the
 * page's module (contentPagesPlugin.ts): this parser turns its front matter
 * and Markdown into the plain data below, which site/pages/ContentPage.tsx
 * draws with the library's components. The text is never HTML: a file with
 * raw HTML, an image, a heading out of place or a link to an unknown kind of
 * address stops the build with a message naming the file and the rule.
 *
 * Runs at build time only (Vite, and the tests' Vite): no browser downloads it.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  /** A list whose every item starts with a bold label ending in a colon ("**Entity:** Not yet registered"); the term is the label without its colon. */
  | { kind: 'facts'; facts: Array<{ term: string; value: Inline[] }> }
  /** A blockquote: a note set apart from the prose. */
  | { kind: 'note'; blocks: Block[] };

export interface ContentSection {
  /** The heading's anchor, from `## Title {#id}`. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface ContentPageData {
  /** The page's address, e.g. /about/ownership. */
  path: string;
  title: string;
  /** For search engines and link previews: one sentence. */
  description: string;
  /** The paragraph under the title. */
  intro: string;
  /** The steps before this page in the breadcrumb trail (after Home). */
  breadcrumbs: Array<{ label: string; href: string }>;
  /** This page's own step in the trail (the title unless given). */
  breadcrumb: string;
  /** Show the "On this page" list of sections. */
  contents: boolean;
  /** "Last updated: ..." under the title (ISO date). */
  updated: string | null;
  /** "This statement was last reviewed on ..." under the title (ISO date). */
  reviewed: string | null;
  sections: ContentSection[];
}

export class ContentPageError extends Error {
  constructor(file: string, rule: string) {
    super(`${file}: ${rule}`);
    this.name = 'ContentPageError';
  }
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n?/;
const SECTION_HEADING = /^(.*?)\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Site paths and in-page anchors, https pages elsewhere, and mail. */
const ALLOWED_HREF = /^(\/(?!\/)|#|https:\/\/|mailto:)/;
const FACT_LABEL = /:$/;

function requiredText(file: string, data: Record<string, unknown>, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || !value.trim()) throw new ContentPageError(file, `front matter needs "${field}" (text)`);
  return value.trim();
}

function optionalDate(file: string, data: Record<string, unknown>, field: string): string | null {
  const value = data[field];
  if (value === undefined || value === null) return null;
  // YAML reads an unquoted date as a Date.
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  if (!ISO_DATE.test(text) || Number.isNaN(Date.parse(text))) throw new ContentPageError(file, `"${field}" must be a date (YYYY-MM-DD)`);
  return text;
}

function inlines(file: string, tokens: readonly Token[] | undefined): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
      case 'escape': {
        const nested = (token as Tokens.Text).tokens;
        if (nested?.length) out.push(...inlines(file, nested));
        else out.push({ kind: 'text', text: (token as Tokens.Text).text.replace(/\s*\n\s*/g, ' ') });
        break;
      }
      case 'strong':
        out.push({ kind: 'strong', children: inlines(file, (token as Tokens.Strong).tokens) });
        break;
      case 'codespan':
        out.push({ kind: 'code', text: (token as Tokens.Codespan).text });
        break;
      case 'link': {
        const { href, tokens: children } = token as Tokens.Link;
        if (!ALLOWED_HREF.test(href)) throw new ContentPageError(file, `link "${href}": links go to a site path (/...), an anchor (#...), an https address or mailto:`);
        out.push({ kind: 'link', href, children: inlines(file, children) });
        break;
      }
      case 'br':
        out.push({ kind: 'text', text: ' ' });
        break;
      case 'html':
        throw new ContentPageError(file, `raw HTML is not allowed (${JSON.stringify(token.raw.trim())}): pages are text, written in Markdown`);
      case 'image':
        throw new ContentPageError(file, 'images are not allowed on these pages');
      default:
        throw new ContentPageError(file, `${token.type} is not allowed in text (${JSON.stringify(token.raw.trim())})`);
    }
  }
  return out;
}

function plainText(children: readonly Inline[]): string {
  return children.map((child) => ('children' in child ? plainText(child.children) : child.text)).join('');
}

function listBlock(file: string, list: Tokens.List): Block {
  const items = list.items.map((item) => {
    const parts = item.tokens.filter((token) => token.type !== 'space');
    if (parts.some((token) => token.type !== 'text' && token.type !== 'paragraph')) {
      throw new ContentPageError(file, `a list item may hold text only, not a nested list or block (${JSON.stringify(item.raw.trim())})`);
    }
    return parts.flatMap((token) => inlines(file, (token as Tokens.Text).tokens ?? [token]));
  });
  const isFacts = !list.ordered && items.every((item) => item[0]?.kind === 'strong' && FACT_LABEL.test(plainText(item[0].children)));
  if (!isFacts) return { kind: 'list', ordered: list.ordered, items };
  return {
    kind: 'facts',
    facts: items.map(([label, ...value]) => ({ term: plainText((label as { children: Inline[] }).children).replace(FACT_LABEL, ''), value: trimStart(value) })),
  };
}

/** The value after a fact's label, without the space that separated them. */
function trimStart(value: Inline[]): Inline[] {
  const [first, ...rest] = value;
  if (first?.kind !== 'text') return value;
  const text = first.text.trimStart();
  return text ? [{ kind: 'text', text }, ...rest] : rest;
}

function blocks(file: string, tokens: readonly Token[]): Block[] {
  const out: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
        break;
      case 'paragraph':
        out.push({ kind: 'paragraph', children: inlines(file, (token as Tokens.Paragraph).tokens) });
        break;
      case 'list':
        out.push(listBlock(file, token as Tokens.List));
        break;
      case 'blockquote':
        out.push({ kind: 'note', blocks: blocks(file, (token as Tokens.Blockquote).tokens) });
        break;
      case 'heading': {
        const heading = token as Tokens.Heading;
        if (heading.depth !== 3) throw new ContentPageError(file, `"${heading.text}": sections are ## headings and their parts ### headings (h${heading.depth} is not allowed here)`);
        out.push({ kind: 'heading', children: inlines(file, heading.tokens) });
        break;
      }
      case 'html':
        throw new ContentPageError(file, `raw HTML is not allowed (${JSON.stringify(token.raw.trim())}): pages are text, written in Markdown`);
      default:
        throw new ContentPageError(file, `${token.type} is not allowed (${JSON.stringify(token.raw.trim().slice(0, 60))})`);
    }
  }
  return out;
}

/** One page file (its name for messages, its text) -> the page's data, or a ContentPageError naming the rule it breaks. */
export function parseContentPage(file: string, source: string): ContentPageData {
  const text = source.replace(/\r\n?/g, '\n');
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new ContentPageError(file, 'must start with front matter between --- lines');
  let data: unknown;
  try {
    data = parseYaml(match[1]);
  } catch (error) {
    throw new ContentPageError(file, `front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ContentPageError(file, 'front matter must be a mapping of fields');
  const fields = data as Record<string, unknown>;

  const path = requiredText(file, fields, 'path');
  if (!/^\/[a-z0-9/-]*$/.test(path) || path.endsWith('/') || path.includes('//')) throw new ContentPageError(file, `"path" must be a site path such as /about/ownership, got "${path}"`);
  const title = requiredText(file, fields, 'title');
  const description = requiredText(file, fields, 'description');
  if (description.length > 200) throw new ContentPageError(file, `"description" is at most 200 characters (it has ${description.length})`);
  const intro = requiredText(file, fields, 'intro');
  const breadcrumb = typeof fields.breadcrumb === 'string' && fields.breadcrumb.trim() ? fields.breadcrumb.trim() : title;
  const trail = fields.breadcrumbs ?? [];
  if (!Array.isArray(trail)) throw new ContentPageError(file, '"breadcrumbs" must be a list of { label, href }');
  const breadcrumbs = trail.map((step: unknown, index: number) => {
    const entry = (step && typeof step === 'object' ? step : {}) as Record<string, unknown>;
    const label = typeof entry.label === 'string' ? entry.label.trim() : '';
    const href = typeof entry.href === 'string' ? entry.href.trim() : '';
    if (!label || !href.startsWith('/')) throw new ContentPageError(file, `breadcrumbs[${index}] needs a label and a site path (href)`);
    return { label, href };
  });
  if (fields.contents !== undefined && typeof fields.contents !== 'boolean') throw new ContentPageError(file, '"contents" must be true or false');

  const tokens = Lexer.lex(text.slice(match[0].length));
  const sections: ContentSection[] = [];
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
      const heading = SECTION_HEADING.exec((token as Tokens.Heading).text.trim());
      if (!heading) throw new ContentPageError(file, `section "${(token as Tokens.Heading).text}" needs an anchor: ## Title {#anchor}`);
      const [, sectionTitle, id] = heading;
      if (seen.has(id)) throw new ContentPageError(file, `the anchor #${id} is used twice`);
      seen.add(id);
      sections.push({ id, title: sectionTitle, blocks: [] });
      continue;
    }
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) throw new ContentPageError(file, 'the title comes from the front matter: no # heading');
    const current = sections.at(-1);
    if (!current) {
      if (token.type === 'space') continue;
      throw new ContentPageError(file, 'the text starts with a section: ## Title {#anchor}');
    }
    current.blocks.push(...blocks(file, [token]));
  }
  if (sections.length === 0) throw new ContentPageError(file, 'needs at least one section (## Title {#anchor})');
  for (const section of sections) {
    if (section.blocks.length === 0) throw new ContentPageError(file, `section "${section.title}" is empty`);
  }

  return {
    path,
    title,
    description,
    intro,
    breadcrumbs,
    breadcrumb,
    contents: fields.contents === true,
    updated: optionalDate(file, fields, 'updated'),
    reviewed: optionalDate(file, fields, 'reviewed'),
    sections,
  };
}
