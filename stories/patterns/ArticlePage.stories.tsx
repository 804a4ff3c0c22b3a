import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, within } from 'storybook/test';
import { layoutLevel } from '../../.storybook/modes';
import {
  ArticleCard,
  Breadcrumbs,
  Byline,
  CardGrid,
  DisclosureNote,
  EditorialStandards,
  HeroImage,
  KeyFacts,
  PageHeader,
  QuoteBlock,
  RichBody,
  SourceList,
  TagList,
} from '../../src';
import { exampleEditorialPolicyHref, examplePolicyLinks, exampleTagHref } from '../fixtures/navigation';
import { article } from '../fixtures/patterns';
import { expectPageFrame, PageShell } from './PageShell';
import * as styles from './patterns.css';

interface ArticlePageProps {
  /** Show the hero image; without it HeroImage shows the alt text in its place. */
  withHero: boolean;
  /** Show the key facts box beside the body. */
  withKeyFacts: boolean;
  /** Show the sources and the related articles. */
  withSources: boolean;
}

/**
 * An article page (product §2, article): breadcrumbs, header, byline, hero,
 * disclosure, the body with a quotation and the key facts beside it on wide
 * screens, sources, topic tags, related articles and the editorial
 * standards box.
 */
function ArticlePage({ withHero, withKeyFacts, withSources }: ArticlePageProps) {
  const relatedId = useId();
  return (
    <PageShell currentPath="/articles/bill-of-rights">
      <div className={styles.stack}>
        <article className={styles.article}>
          <Breadcrumbs items={[{ label: article.kicker, href: article.categoryHref }, { label: article.title }]} />
          <PageHeader kicker={article.kicker} title={article.title} intro={article.dek} />
          <Byline
            authorName={article.authorName}
            authorBioUrl={article.authorBioUrl}
            publishedDate={article.publishedDate}
            updatedDate={article.updatedDate}
            readTime={article.readTime}
            reviewerName={article.reviewerName}
            shareUrl={article.url}
            shareTitle={article.title}
          />
          <HeroImage src={withHero ? article.heroSrc : undefined} alt={article.heroAlt} width={1200} height={675} priority />
          <DisclosureNote policyHref={exampleEditorialPolicyHref} />
          <div className={styles.columns}>
            <div className={styles.readingColumn}>
              <RichBody body={article.body} />
              <QuoteBlock {...article.quote} />
            </div>
            {withKeyFacts ? <KeyFacts title="Quick Facts" facts={article.facts} /> : null}
          </div>
          {withSources ? <SourceList sources={article.sources} /> : null}
          <TagList tags={article.tags} tagHref={exampleTagHref} />
        </article>
        {withSources ? (
          <section aria-labelledby={relatedId}>
            <h2 id={relatedId} className={styles.sectionHeading}>
              Related articles
            </h2>
            <CardGrid aria-labelledby={relatedId}>
              {article.related.map((card) => (
                <ArticleCard key={card.href} {...card} variant="secondary" headingLevel={3} />
              ))}
            </CardGrid>
          </section>
        ) : null}
        <EditorialStandards links={examplePolicyLinks} />
      </div>
    </PageShell>
  );
}

/**
 * A whole article page made from the library: SkipLink, SiteHeader,
 * Breadcrumbs, PageHeader, Byline, HeroImage, DisclosureNote, RichBody with a
 * QuoteBlock and KeyFacts beside it on wide screens, SourceList, TagList, a
 * CardGrid of related ArticleCards, EditorialStandards and SiteFooter. Read it
 * at both viewports and in both themes; the controls drop the optional parts.
 */
const meta = {
  title: 'Examples/Article page',
  component: ArticlePage,
  args: { withHero: true, withKeyFacts: true, withSources: true },
  parameters: { ...layoutLevel },
} satisfies Meta<typeof ArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything an article can carry, in the order a reader meets it. */
export const FullArticle: Story = {
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    await expect(main.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Foundations' })).toHaveAttribute('href', '/foundations');
    await expect(within(crumbs).getByText(article.title)).toHaveAttribute('aria-current', 'page');
    // The outline a screen reader user skims with the heading keys.
    const sections = main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(sections).toEqual([
      'A Promise Made at Ratification',
      'Madison’s Nineteen Proposals',
      'Quick Facts',
      'Sources',
      'Related articles',
      'Our Editorial Standards',
    ]);
    await expect(main.getByRole('link', { name: article.authorName })).toHaveAttribute('href', article.authorBioUrl);
    await expect(main.getByRole('img', { name: article.heroAlt })).toBeInTheDocument();
    await expect(main.getByRole('link', { name: 'Read our editorial policy' })).toHaveAttribute('href', exampleEditorialPolicyHref);
    const topics = main.getByRole('list', { name: 'Topics' });
    await expect(within(topics).getByRole('link', { name: 'Tag: Constitution' })).toHaveAttribute('href', '/search?tag=Constitution');
    const related = main.getByRole('list', { name: 'Related articles' });
    await expect(within(related).getAllByRole('article')).toHaveLength(3);
    await expect(within(related).getByRole('link', { name: article.related[0].title })).toHaveAttribute('href', article.related[0].href);
  },
};

/** A short article: no hero image (its alt text stands in), no key facts, no sources and so no related articles. */
export const WithoutOptionalParts: Story = {
  args: { withHero: false, withKeyFacts: false, withSources: false },
  play: async ({ canvasElement }) => {
    const main = within(await expectPageFrame(canvasElement));
    await expect(main.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    await expect(main.queryByRole('img', { name: article.heroAlt })).not.toBeInTheDocument();
    await expect(main.getByText(article.heroAlt)).toBeInTheDocument();
    await expect(main.queryByRole('heading', { name: 'Quick Facts' })).not.toBeInTheDocument();
    await expect(main.queryByRole('heading', { name: 'Related articles' })).not.toBeInTheDocument();
    await expect(main.getByRole('heading', { level: 2, name: 'Our Editorial Standards' })).toBeInTheDocument();
  },
};
