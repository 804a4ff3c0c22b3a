/**
 * The seed archive's hero illustrations as the API serves them (server/api
 * articles.ts heroUrl: /storage/v1/object/public/heroes/{file}), for cards
 * that are written into the site rather than read from the list API (static
 * samples, features), so they show the article's real illustration instead
 * of the grey placeholder. Every hero is drawn at 1200x675 (server/db/archive.ts
 * HERO_WIDTH/HERO_HEIGHT); giving the card those numbers reserves the box.
 */
export const HERO_IMAGE_WIDTH = 1200;
export const HERO_IMAGE_HEIGHT = 675;

/** The hero of the seed article `slug`: its file is always `{slug}.svg` (a unit test checks the archive). */
export function heroImageSrc(slug: string): string {
  return `/storage/v1/object/public/heroes/${encodeURIComponent(slug)}.svg`;
}

/** The image props of a card showing the seed article `slug`'s hero. */
export function heroImage(slug: string): { imageSrc: string; imageWidth: number; imageHeight: number } {
  return { imageSrc: heroImageSrc(slug), imageWidth: HERO_IMAGE_WIDTH, imageHeight: HERO_IMAGE_HEIGHT };
}
