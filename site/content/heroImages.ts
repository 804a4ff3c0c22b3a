/**
 * The seed archive's hero illustrations as the API serves them (server/api
 * articles.ts heroUrl: /storage/v1/object/public/heroes/{file}), for cards
 * that are written into the site rather than read from the list API (static
 * samples, features), so they show the article's real illustration instead
 * of the grey placeholder. Every hero is drawn at 1200x675
 * (server/db/archive.ts), which is ArticleCard's default image size, so the
 * card reserves the right box without saying so (and without the bytes).
 */

/** The hero of the seed article `slug` (slugs are [a-z0-9-]): its file is always `{slug}.svg` (a unit test checks the archive). */
export function heroImage(slug: string): { imageSrc: string } {
  return { imageSrc: `/storage/v1/object/public/heroes/${slug}.svg` };
}
