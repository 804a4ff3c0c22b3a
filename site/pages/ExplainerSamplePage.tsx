import { useId } from 'react';
import { Breadcrumbs, DisclosureNote, KeyFacts, Link, PageHeader, QuoteBlock, Stack } from '../../src';
import { BylineIsland } from '../islands/articleIslands';
import { articleUrl } from '../data/api';
import { usePageAnswer, useRenderOrigin } from '../data/prefetch';
import { EXPLAINER, EXPLAINER_SLUG, explainerReadTime } from '../content/explainer';
import { EXPLAINER_SAMPLE_PATH } from '../content/features';
import { type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import type { Article } from '../../common/api';
import * as layout from '../styles/articleLayout.css';
import * as styles from './ExplainerSamplePage.css';
import { EDITORIAL_POLICY_PATH } from '../navigation';
import { ExplainerEnd } from './explainer/ExplainerEnd';

function head(): PageHead {
  return { title: EXPLAINER.title, description: EXPLAINER.dek, path: EXPLAINER_SAMPLE_PATH, type: 'article' };
}

/**
 * Product §2, the feature sample: a static quick reference to the Bill of Rights
 * with breadcrumbs, byline, quick facts, a quote, the ten amendments, sources,
 * topic tags, 'Next in this Pillar', the editorial standards box and the AI
 * disclosure. The page stands on its own text; when the seed article is at
 * hand its byline (author, reviewer, dates) is used.
 */
function ExplainerSampleView() {
  // The public address from the first render: Share's email link, which works without scripts, carries it.
  const origin = useRenderOrigin();
  // The byline follows the full article's when the archive has it.
  const article = usePageAnswer<Article>(articleUrl(EXPLAINER_SLUG)).data;
  const amendmentsId = useId();
  const byline = {
    authorName: article?.author_name || EXPLAINER.byline.authorName,
    authorBioUrl: article?.author_bio_url ?? EXPLAINER.byline.authorBioUrl,
    reviewerName: article?.reviewer_name ?? EXPLAINER.byline.reviewerName,
    reviewerBioUrl: article?.reviewer_bio_url ?? EXPLAINER.byline.reviewerBioUrl,
    publishedDate: article?.published_at ?? EXPLAINER.byline.publishedDate,
    updatedDate: article?.updated_at ?? EXPLAINER.byline.updatedDate,
  };
  return (
    <div className={layout.page}>
      <Stack as="article" space="6" className={layout.article}>
        <Breadcrumbs items={[{ label: 'Features', href: '/features' }, { label: EXPLAINER.title }]} />
        <PageHeader kicker={EXPLAINER.kicker} title={EXPLAINER.title} intro={EXPLAINER.dek} />
        <BylineIsland
          islandId="byline"
          {...byline}
          readTime={explainerReadTime()}
          shareUrl={`${origin}${EXPLAINER_SAMPLE_PATH}`}
          shareTitle={EXPLAINER.title}
        />
        <DisclosureNote policyHref={EDITORIAL_POLICY_PATH} />
        <div className={layout.columns}>
          <Stack space="6" className={layout.readingColumn}>
            {/* Product §2: this page is the quick reference; the archive's article on the subject is a different piece, at its own address. */}
            <p className={styles.paragraph}>
              This is the quick reference. For the history of each amendment and how the Bill of Rights came to apply to the states, read the full
              article, <Link href={EXPLAINER.fullArticle.href}>{EXPLAINER.fullArticle.title}</Link>.
            </p>
            {EXPLAINER.sections.map((section, index) => (
              <Stack space="4" key={index} className={styles.prose}>
                {section.heading ? <h2 className={styles.heading}>{section.heading}</h2> : null}
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
              </Stack>
            ))}
            <QuoteBlock quote={EXPLAINER.quote.text} attribution={EXPLAINER.quote.attribution} cite={EXPLAINER.quote.cite} />
            <h2 id={amendmentsId} className={styles.heading}>
              The ten amendments
            </h2>
            <Stack as="ol" space="3" aria-labelledby={amendmentsId} className={styles.amendments}>
              {EXPLAINER.amendments.map((amendment) => (
                <li key={amendment.name}>
                  <span className={styles.amendmentName}>{amendment.name}:</span> {amendment.summary}
                </li>
              ))}
            </Stack>
          </Stack>
          <Stack space="6" className={layout.aside}>
            <KeyFacts title="Quick Facts" facts={EXPLAINER.quickFacts} />
          </Stack>
        </div>
        <div className={layout.page}>
          <ExplainerEnd />
        </div>
      </Stack>
    </div>
  );
}

export const explainerSamplePage: PageModule = {
  source: 'site/pages/ExplainerSamplePage.tsx',
  Component: ExplainerSampleView,
  data: () => [articleUrl(EXPLAINER_SLUG)],
  head: () => head(),
};
