/**
 * The end of the feature sample (docs/product.md §2): its sources and topic
 * tags, Next in this Pillar and the editorial standards box.
 */
import { useId } from 'react';
import { ArticleCard, CardGrid, EditorialStandards, SourceList, TagList } from '../../../src';
import { EXPLAINER } from '../../content/explainer';
import { NEXT_IN_FEATURES } from '../../content/features';
import { editorialPolicyLinks, tagSearchHref } from '../../navigation';
import * as sections from '../../styles/sections.css';

function NextInPillar() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sections.section}>
      <h2 id={headingId} className={sections.sectionHeading}>
        Next in this Pillar
      </h2>
      <CardGrid aria-labelledby={headingId} fitRow>
        {NEXT_IN_FEATURES.map((card) => (
          <ArticleCard key={card.href} {...card} variant="rail" headingLevel={3} />
        ))}
      </CardGrid>
    </section>
  );
}

export function ExplainerEnd() {
  return (
    <>
      <SourceList sources={EXPLAINER.sources} />
      <TagList tags={EXPLAINER.tags} tagHref={tagSearchHref} />
      <NextInPillar />
      <EditorialStandards links={editorialPolicyLinks} />
    </>
  );
}
