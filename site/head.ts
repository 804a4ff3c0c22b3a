/**
 * What a page puts in <head>: title, description, canonical URL, Open Graph
 * tags and JSON-LD. Each page computes it with a pure function from its
 * loader's data; the server writes it into the first bytes of the response,
 * and no script changes it afterwards (pages are not rendered in the browser;
 * the admin island names its pages' titles itself).
 */
import { DEFAULT_OG_IMAGE, DEFAULT_OG_IMAGE_ALT, OG_IMAGE_HEIGHT, OG_IMAGE_TYPE, OG_IMAGE_WIDTH } from './seo/ogImage';

export const SITE_NAME = 'Parchment';
export const DEFAULT_DESCRIPTION =
  'Parchment explains American history, government and civic life in plain language, with sources you can check.';

export interface PageHead {
  /** The page's own title; the site name is added. */
  title: string;
  description: string;
  /** The canonical path, e.g. /articles/monroe-doctrine. */
  path: string;
  type?: 'website' | 'article';
  /**
   * Absolute or site-relative image for link previews: a 1200x630 PNG
   * (site/seo/ogImage.ts); without one the site-wide default preview is used.
   */
  image?: string | null;
  imageAlt?: string | null;
  /**
   * The page's largest image above the fold (its likely Largest Contentful
   * Paint), preloaded with high priority in the first bytes so it starts
   * downloading before the body is parsed; or, when it is a small SVG of the
   * site's own, written into the page instead (site/inlineImages.ts).
   */
  preloadImage?: string | null;
  /** Structured data objects, written as JSON-LD. */
  jsonLd?: object[];
  /**
   * Instead of `jsonLd`: loads the code that makes the structured data, which
   * the loader awaits and writes as `jsonLd`.
   */
  loadJsonLd?: () => Promise<object[]>;
  /**
   * The id of an element that comes after everything the page's first screen
   * shows: no frame is drawn before the parser reaches it, so nothing on that
   * screen is drawn in part and moved when the rest of it arrives. Without
   * one, frames wait for <main> (the header is whole).
   */
  firstScreenEnd?: string;
  /** The HTTP status the server answers with (404 for unknown articles). */
  status?: number;
}

export function documentTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

/** Product §5: a URL starting with http is used as is; otherwise it is prefixed with the site origin. */
export function absoluteUrl(url: string, origin: string): string {
  if (/^http/i.test(url)) return url;
  return `${origin.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]);
}

/**
 * An SVG as a data: URL to write as is into an attribute in double quotes:
 * quotes become apostrophes, and only what a URL or the attribute cannot
 * carry is escaped (so no `"`, `&`, `<` or `>` is left), so it stays readable
 * and compresses with the rest of the document (base64 would do neither).
 */
export function svgDataUrl(svg: string): string {
  const body = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#&<>?[\\\]^`{|}]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${body}`;
}

/**
 * svgDataUrl for an attribute React writes (an <img src>): React escapes an
 * apostrophe as `&#x27;`, which would make the attribute's text differ from
 * the same URL elsewhere in the page (the boot data, where compression finds
 * it again for a few bytes), so apostrophes are percent-encoded too.
 */
export function svgImageSource(svg: string): string {
  return svgDataUrl(svg).replace(/'/g, '%27');
}

/**
 * JSON that is safe inside a <script> element: "<" (so no "</script>" or
 * "<!--" can end it), ">", "&" and the two JavaScript line terminators are
 * written as \u escapes, which JSON parsers read back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface MetaTag {
  kind: 'name' | 'property';
  key: string;
  content: string;
}

function metaTags(head: PageHead, origin: string): MetaTag[] {
  const url = absoluteUrl(head.path, origin);
  const tags: MetaTag[] = [
    { kind: 'name', key: 'description', content: head.description },
    { kind: 'property', key: 'og:site_name', content: SITE_NAME },
    { kind: 'property', key: 'og:title', content: head.title },
    { kind: 'property', key: 'og:description', content: head.description },
    { kind: 'property', key: 'og:type', content: head.type ?? 'website' },
    { kind: 'property', key: 'og:url', content: url },
    { kind: 'name', key: 'twitter:card', content: 'summary_large_image' },
  ];
  return tags;
}

/**
 * Product §5, link previews: every page's PNG preview with its size, type and
 * a description. Crawlers read them from the server's HTML only, so they are
 * written there.
 */
function previewTags(head: PageHead, origin: string): MetaTag[] {
  const image = absoluteUrl(head.image || DEFAULT_OG_IMAGE, origin);
  const imageAlt = head.image ? head.imageAlt?.trim() || head.title : DEFAULT_OG_IMAGE_ALT;
  return [
    { kind: 'property', key: 'og:image', content: image },
    { kind: 'property', key: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
    { kind: 'property', key: 'og:image:height', content: String(OG_IMAGE_HEIGHT) },
    { kind: 'property', key: 'og:image:type', content: OG_IMAGE_TYPE },
    { kind: 'property', key: 'og:image:alt', content: imageAlt },
    { kind: 'name', key: 'twitter:image', content: image },
    { kind: 'name', key: 'twitter:image:alt', content: imageAlt },
  ];
}

/** The head tags as HTML, for the server's first bytes. */
export function renderHeadTags(head: PageHead, origin: string): string {
  const parts = [
    `<title>${escapeHtml(documentTitle(head.title))}</title>`,
    `<link rel="canonical" href="${escapeHtml(absoluteUrl(head.path, origin))}">`,
    ...(head.preloadImage ? [`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high">`] : []),
    ...[...metaTags(head, origin), ...previewTags(head, origin)].map((tag) => `<meta ${tag.kind}="${tag.key}" content="${escapeHtml(tag.content)}">`),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return parts.join('\n');
}
