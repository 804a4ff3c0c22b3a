/**
 * Static sample cards (product §4: any of the home page's five standard
 * rails with no items falls back to static samples). Each is a real seed
 * article (server/content/articles): its title, dek and first tags, linking to
 * its one address /articles/{slug}, so no sample card leads nowhere. A unit
 * test checks every sample against the seed archive.
 */
import { heroImage } from './heroImages';
import { sampleCard, type CardContent, type SampleArticle } from './links';
import type { PillarSlug } from './pillars';
import samples from './samples.json';

export type { SampleArticle } from './links';

/**
 * Six per pillar, in the order docs/product.md lists them where it names them
 * (Civic Life, Landmarks): content (samples.json) that editors change like
 * articles.
 */
export const STATIC_SAMPLES: Record<PillarSlug, readonly SampleArticle[]> = samples;

/** A pillar's samples as cards, each with its seed article's real illustration rather than the grey placeholder. */
export function sampleCards(pillar: PillarSlug): CardContent[] {
  return STATIC_SAMPLES[pillar].map((sample) => ({ ...sampleCard(sample), ...heroImage(sample.slug) }));
}
