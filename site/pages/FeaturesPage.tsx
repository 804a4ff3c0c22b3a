import { ArticleCard, Breadcrumbs, CardGrid, PageHeader, Stack } from '../../src';
import { FEATURE_CARDS, MORE_FEATURES } from '../content/features';
import { type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import * as styles from '../styles/sections.css';

function head(): PageHead {
  return {
    title: 'Features',
    description: 'Long-form explainers, analyses and timelines on American history and government, from the Bill of Rights to the Electoral College.',
    path: '/features',
  };
}

/**
 * Product §2, Features: three cards (the explainer sample, the Electoral
 * College analysis and the civil rights timeline), then the other features.
 */
function FeaturesView() {
  return (
    <Stack space="10">
      <Breadcrumbs items={[{ label: 'Features' }]} />
      <PageHeader
        title="Features"
        intro="Longer reads that take one subject further: explainers that walk through a founding document line by line, analyses of how institutions work, and timelines that put a century of change in order."
      />
      <CardGrid aria-label="Featured explainers">
        {FEATURE_CARDS.map((card, index) => (
          <ArticleCard key={card.href} {...card} variant={index === 0 ? 'featured' : 'secondary'} headingLevel={2} />
        ))}
      </CardGrid>
      <section aria-labelledby="more-features" className={styles.section}>
        <h2 id="more-features" className={styles.sectionHeading}>
          More features
        </h2>
        <CardGrid aria-labelledby="more-features" fitRow>
          {MORE_FEATURES.map((card) => (
            <ArticleCard key={card.href} {...card} variant="rail" headingLevel={3} />
          ))}
        </CardGrid>
      </section>
    </Stack>
  );
}

export const featuresPage: PageModule = {
  source: 'site/pages/FeaturesPage.tsx',
  Component: FeaturesView,
  head: () => head(),
};
