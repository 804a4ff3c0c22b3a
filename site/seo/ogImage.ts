/**
 * Product §5, link previews: the og:image of a page. `npm run build` draws a
 * 1200x630 PNG for every published article of the seed archive
 * (scripts/lib/og-image.mjs, into dist/client/og) and one site-wide default;
 * platforms do not accept SVG previews, so the hero SVG itself is never used.
 * The server answers /og/{slug}.png only while its article is published: with
 * the default image for one published after the build, and 404 once it is
 * withdrawn.
 */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const OG_IMAGE_TYPE = 'image/png';
export const DEFAULT_OG_IMAGE = '/og/default.png';
export const DEFAULT_OG_IMAGE_ALT = 'Parchment: American history and civic life, explained, beside an illustration of the Constitution';

export function ogImagePath(slug: string): string {
  return `/og/${encodeURIComponent(slug)}.png`;
}

/** What the preview shows, for readers who cannot see it: the title, then the illustration's own description. */
export function ogImageAlt(title: string, heroAlt?: string | null): string {
  const alt = heroAlt?.trim().replace(/\.$/, '');
  return alt ? `Parchment: ${title.trim()}, beside an illustration: ${alt}` : `Parchment: ${title.trim()}`;
}
