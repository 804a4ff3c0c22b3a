/**
 * The Features section's static links (product §2): the three cards of
 * /features, the home page's From the Archive items, and the explainer's
 * "Next in this Pillar". Titles and deks are the seed articles' own
 * (server/content/articles); each links to the article's one address,
 * /articles/{slug} (product §2).
 */
import { heroImage } from './heroImages';
import featureArticles from './features.json';
import { sampleCard, type CardContent, type SampleArticle } from './links';

/** The features' cards: content (features.json) that editors change like articles. */
const features: Record<string, SampleArticle> = featureArticles;
const MONROE_DOCTRINE = features['monroe-doctrine'];
const HOMESTEAD_ACT = features['homestead-act'];
const BROWN_V_BOARD = features['brown-v-board'];
const ELECTORAL_COLLEGE = features['electoral-college-analysis'];
const CIVIL_RIGHTS_TIMELINE = features['civil-rights-timeline'];

export const EXPLAINER_SAMPLE_PATH = '/features/explainer-sample';

/** The explainer sample is a page of its own, not an alias of an article. */
export const EXPLAINER_SAMPLE_CARD: CardContent = {
  kicker: 'Features',
  title: 'The Bill of Rights, Amendment by Amendment',
  dek: 'A quick reference: what each of the first ten amendments protects, in one line apiece, with the key dates. The full article tells the longer story.',
  href: EXPLAINER_SAMPLE_PATH,
  tags: ['constitution', 'bill of rights'],
  // The explainer is about the Bill of Rights, so it wears that article's illustration.
  ...heroImage('bill-of-rights'),
};

/** A feature's card with its seed article's real illustration (not the grey placeholder). */
function featureCard(sample: SampleArticle): CardContent {
  return { ...sampleCard(sample), ...heroImage(sample.slug) };
}

/** Product §2, Features: the three cards of /features. */
export const FEATURE_CARDS: readonly CardContent[] = [EXPLAINER_SAMPLE_CARD, featureCard(ELECTORAL_COLLEGE), featureCard(CIVIL_RIGHTS_TIMELINE)];

/** The other features, listed under the three cards. */
export const MORE_FEATURES: readonly CardContent[] = [MONROE_DOCTRINE, HOMESTEAD_ACT, BROWN_V_BOARD].map(featureCard);

/**
 * Product §2, Home: From the Archive, three static items linking to
 * /articles/monroe-doctrine, /articles/homestead-act and /articles/brown-v-board.
 */
export const ARCHIVE_ITEMS: readonly CardContent[] = MORE_FEATURES;

/** The explainer's "Next in this Pillar": the other features. */
export const NEXT_IN_FEATURES: readonly CardContent[] = [ELECTORAL_COLLEGE, CIVIL_RIGHTS_TIMELINE, MONROE_DOCTRINE].map(featureCard);
