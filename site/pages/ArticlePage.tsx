import { useId } from 'react';
import { useLocation, useParams } from 'react-router';
import {
  ArticleCard,
  Breadcrumbs,
  Byline,
  CardGrid,
  DisclosureNote,
  EditorialStandards,
  ErrorState,
  HeroImage,
  KeyFacts,
  LoadingState,
  PageHeader,
  RichBody,
  SourceList,
  TagList,
  type ArticleSource,
} from '../../src';
import { articleUrl, relatedUrl } from '../data/api';
import type { Article, ArticleListItem, Source } from '../data/types';
import { canonicalArticlePath, cardFromListItem, categoryPath } from '../content/links';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import { useArticle } from '../hooks/useArticle';
import { useApiResource } from '../hooks/useApiResource';
import type { PageContext, PageModule } from '../pageTypes';
import { articleCanonicalPath, articleJsonLd } from '../seo/articleJsonLd';
import { ogImageAlt, ogImagePath } from '../seo/ogImage';
import { useSiteOrigin } from '../seo/useSiteOrigin';
import { notFoundHead, NotFoundView } from './LazyNotFound';
import * as styles from './ArticlePage.css';
import { EDITORIAL_POLICY_PATH, editorialPolicyLinks, tagSearchHref } from '../navigation';

const HERO_WIDTH = 1200;
const HERO_HEIGHT = 675;

interface ArticleHeadInput {
  slug: string;
  pathname: string;
  article: Article | null | undefined;
  /** The API answered 404 for this slug. */
  missing: boolean;
  /** The site origin for absolute JSON-LD URLs; '' keeps them site-relative. */
  origin: string;
}

/**
 * The head of an article page, whose canonical URL is /articles/{slug}. The
 * old /{pillar}/{slug} addresses never render this page: they redirect here
 * (site/pages/AddressAliasPage.tsx, product §2).
 */
export function articleHead({ slug, pathname, article, missing, origin }: ArticleHeadInput): PageHead {
  if (missing) return notFoundHead(pathname);
  if (!article) return { title: 'Article', description: DEFAULT_DESCRIPTION, path: canonicalArticlePath(slug) };
  return {
    title: article.title,
    description: article.dek || DEFAULT_DESCRIPTION,
    path: articleCanonicalPath(article),
    type: 'article',
    // Product §5, link previews: the build's PNG of the illustration and title, not the hero SVG.
    image: ogImagePath(article.slug),
    imageAlt: ogImageAlt(article.title, article.hero_media_alt),
    preloadImage: article.hero_media_url,
    jsonLd: articleJsonLd(article, origin),
  };
}

function contextHead(context: PageContext): PageHead {
  const slug = context.params.slug ?? '';
  const url = articleUrl(slug);
  const origin = context.origin ?? '';
  return articleHead({
    slug,
    pathname: context.pathname,
    article: context.data[url] as Article | undefined,
    missing: context.missing.has(url),
    origin,
  });
}

function toSource(source: Source): ArticleSource {
  return {
    id: String(source.id),
    title: source.title,
    publisher: source.publisher ?? '',
    url: source.url,
    date: source.date ?? '',
    type: source.type === 'primary' ? 'primary' : 'secondary',
  };
}

function RelatedArticles({ articles }: { articles: ArticleListItem[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Related articles
      </h2>
      <CardGrid aria-labelledby={headingId}>
        {articles.map((item) => (
          <ArticleCard key={item.slug} {...cardFromListItem(item)} variant="secondary" level={3} />
        ))}
      </CardGrid>
    </section>
  );
}

function ArticleContent({ article, related, origin }: { article: Article; related: ArticleListItem[]; origin: string }) {
  const kicker = article.kicker?.trim() || article.category;
  const canonicalPath = articleCanonicalPath(article);
  const facts = article.key_facts?.facts ?? [];
  const heroAlt = article.hero_media_alt?.trim() ?? '';
  return (
    <div className={styles.page}>
      <article className={styles.article}>
        <Breadcrumbs items={[{ label: kicker, href: categoryPath(article.category_slug) ?? undefined }, { label: article.title }]} />
        <PageHeader kicker={kicker} title={article.title} intro={article.dek} />
        <Byline
          authorName={article.author_name || 'Parchment Editors'}
          authorBioUrl={article.author_bio_url ?? undefined}
          publishedDate={article.published_at}
          updatedDate={article.updated_at ?? undefined}
          readTime={article.read_time_minutes}
          reviewerName={article.reviewer_name ?? undefined}
          reviewerBioUrl={article.reviewer_bio_url ?? undefined}
          shareUrl={origin ? `${origin}${canonicalPath}` : canonicalPath}
          shareTitle={article.title}
        />
        {article.hero_media_url || heroAlt ? (
          <HeroImage
            src={article.hero_media_url ?? undefined}
            alt={heroAlt}
            width={article.hero_media_width || HERO_WIDTH}
            height={article.hero_media_height || HERO_HEIGHT}
            priority
          />
        ) : null}
        {article.disclosures?.trim() ? <DisclosureNote policyHref={EDITORIAL_POLICY_PATH} label="Disclosure:" text={article.disclosures} /> : null}
        <div className={styles.columns}>
          <div className={styles.readingColumn}>
            <RichBody body={article.body_rich} />
          </div>
          {facts.length > 0 ? (
            <div className={styles.aside}>
              <KeyFacts title={article.key_facts?.title || 'Key Facts'} facts={facts} />
            </div>
          ) : null}
        </div>
        <SourceList sources={(article.sources ?? []).map(toSource)} />
        <TagList tags={article.tags ?? []} tagHref={tagSearchHref} />
      </article>
      <RelatedArticles articles={related} />
      <EditorialStandards links={editorialPolicyLinks} />
    </div>
  );
}

/**
 * Product §2, Article: 'Loading article...'; 'Error loading article:
 * {message}' with Retry; the 404 page for an unknown article; otherwise the
 * article with breadcrumbs, byline, hero, disclosure, body, key facts,
 * sources, tags, related articles and the editorial standards box.
 */
function ArticleView() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const state = useArticle(slug);
  const notFound = state.status === 'error' && state.errorStatus === 404;
  // The API picks the related articles (GET /api/article/:slug/related), so the page carries three list items, not the archive.
  const related = useApiResource<{ data: ArticleListItem[] }>(slug && !notFound ? relatedUrl(slug) : null);
  usePageHead(articleHead({ slug, pathname, article: state.article, missing: notFound, origin }));

  if (notFound) return <NotFoundView />;
  if (state.status === 'error') return <ErrorState message={`Error loading article: ${state.error}`} onRetry={state.retry} />;
  if (state.status !== 'loaded' || !state.article) return <LoadingState message="Loading article..." />;
  return <ArticleContent article={state.article} related={related.data?.data ?? []} origin={origin} />;
}

export const articlePage: PageModule = {
  Component: ArticleView,
  data: ({ params }) => (params.slug ? [articleUrl(params.slug), relatedUrl(params.slug)] : []),
  head: contextHead,
};
