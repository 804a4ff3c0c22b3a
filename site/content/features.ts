/**
 * The Features section's static links (product §2): the three cards of
 * /features, the home page's From the Archive items, and the explainer's
 * "Next in this Pillar". Titles and deks are the seed articles' own
 * (server/content/articles); each links to the article's one address,
 * /articles/{slug} (product §2).
 */
import { heroImage } from './heroImages';
import { sampleCard, type CardContent, type SampleArticle } from './links';

function feature(slug: string, title: string, dek: string, tags: string[]): SampleArticle {
  return { slug, category_slug: 'features', kicker: 'Features', title, dek, tags };
}

export const MONROE_DOCTRINE = feature(
  'monroe-doctrine',
  'The Monroe Doctrine',
  'In 1823 President James Monroe warned European powers against new colonies or interference in the Americas, setting a theme of U.S. foreign policy for two centuries.',
  ['foreign policy', 'james monroe'],
);

export const HOMESTEAD_ACT = feature(
  'homestead-act',
  'The Homestead Act of 1862',
  'Signed by Abraham Lincoln during the Civil War, the Homestead Act offered 160 acres of public land to settlers who would live on it and farm it for five years.',
  ['westward expansion', 'abraham lincoln'],
);

export const BROWN_V_BOARD = feature(
  'brown-v-board',
  'Brown v. Board of Education',
  'In 1954 a unanimous Supreme Court ruled that racially segregated public schools violate the Constitution, overturning "separate but equal" in education.',
  ['civil rights', 'supreme court'],
);

export const ELECTORAL_COLLEGE = feature(
  'electoral-college-analysis',
  'How the Electoral College Works',
  'Americans vote in November, but electors chosen state by state formally pick the president, in a system that has been debated since it was designed.',
  ['elections', 'electoral college'],
);

export const CIVIL_RIGHTS_TIMELINE = feature(
  'civil-rights-timeline',
  'A Civil Rights Timeline',
  'From the Reconstruction amendments to the Voting Rights Act of 1965 and beyond, a century of struggle over equal rights under American law.',
  ['civil rights', 'voting rights'],
);

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
