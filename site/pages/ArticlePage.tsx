import { useParams } from 'react-router';
import {
  Breadcrumbs,
  DisclosureNote,
  HeroImage,
  KeyFacts,
  PageHeader,
  RichBody,
  richBodyOutline,
  type TableOfContentsItem,
  Stack,
} from '../../src';
import { LoadError } from './LoadError';
import { ArticleBackMatter } from './article/ArticleBackMatter';
import { ArticleFooter } from './article/ArticleFooter';
import { BylineIsland, ContentsIsland } from '../islands/articleIslands';
import { useImageSource, usePageAnswer, useRenderOrigin } from '../data/prefetch';
import { ARTICLE_TEXT_ID, BACK_MATTER_IDS } from './article/sections';
import { articleUrl, relatedUrl } from '../data/api';
import type { Article, ArticleListItem } from '../../common/api';
import { articleCanonicalPath, canonicalArticlePath, categoryPath } from '../content/links';
import { DEFAULT_DESCRIPTION, type PageHead } from '../head';
import type { PageContext, PageModule } from '../pageTypes';
import { ogImageAlt, ogImagePath } from '../seo/ogImage';
import { notFoundHead, NotFoundView } from './LazyNotFound';
import * as layout from '../styles/articleLayout.css';
import * as styles from './ArticlePage.css';
import { EDITORIAL_POLICY_PATH } from '../navigation';

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
    // Its own chunk: the server writes it into the page, the browser loads it after the page is shown.
    loadJsonLd: () => import('../seo/articleJsonLd').then((module) => module.articleJsonLd(article, origin)),
    firstScreenEnd: ARTICLE_TEXT_ID,
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

/** On this page: the body's level-2 and level-3 headings, then the parts after the body that this article has. */
function contentsOf(article: Article): TableOfContentsItem[] {
  const parts: TableOfContentsItem[] = [];
  if (article.document_excerpt) parts.push({ id: BACK_MATTER_IDS.excerpt, text: 'From the document', level: 2 });
  if (article.timeline?.length) parts.push({ id: BACK_MATTER_IDS.timeline, text: 'Timeline', level: 2 });
  if (article.classroom) parts.push({ id: BACK_MATTER_IDS.classroom, text: 'For the classroom', level: 2 });
  parts.push({ id: BACK_MATTER_IDS.cite, text: 'Cite this article', level: 2 });
  if (article.sources?.length) parts.push({ id: BACK_MATTER_IDS.sources, text: 'Sources', level: 2 });
  return [...richBodyOutline(article.body_rich), ...parts];
}

function ArticleContent({ article, slug }: { article: Article; slug: string }) {
  // The API picks the related articles (GET /api/article/:slug/related), so the page carries three list items, not the archive.
  const related = usePageAnswer<{ data: ArticleListItem[] }>(relatedUrl(slug)).data?.data ?? [];
  const kicker = article.kicker?.trim() || article.category;
  const canonicalPath = articleCanonicalPath(article);
  const facts = article.key_facts?.facts ?? [];
  const heroAlt = article.hero_media_alt?.trim() ?? '';
  // The data: URL the server wrote into the page for the hero, when it did (site/inlineImages.ts).
  const heroSource = useImageSource(article.hero_media_url);
  const contents = contentsOf(article);
  // The citation and Share (whose email link works without scripts) carry the public address the server rendered for.
  const renderOrigin = useRenderOrigin();
  const citedUrl = `${renderOrigin}${canonicalPath}`;
  return (
    <div className={layout.page}>
      <Stack as="article" space="6" className={layout.article}>
        <Breadcrumbs items={[{ label: kicker, href: categoryPath(article.category_slug) ?? undefined }, { label: article.title }]} />
        <PageHeader kicker={kicker} title={article.title} intro={article.dek} />
        <BylineIsland
          islandId="byline"
          authorName={article.author_name || 'Parchment Editors'}
          authorBioUrl={article.author_bio_url ?? undefined}
          publishedDate={article.published_at}
          updatedDate={article.updated_at ?? undefined}
          readTime={article.read_time_minutes}
          reviewerName={article.reviewer_name ?? undefined}
          reviewerBioUrl={article.reviewer_bio_url ?? undefined}
          reviewedDate={article.reviewed_at ?? undefined}
          shareUrl={citedUrl}
          shareTitle={article.title}
        />
        {article.hero_media_url || heroAlt ? (
          // On paper the illustration is left out: a handout is the text (site/styles/print.css.ts).
          <div data-print="omit">
            <HeroImage
              src={heroSource}
              alt={heroAlt}
              width={article.hero_media_width || HERO_WIDTH}
              height={article.hero_media_height || HERO_HEIGHT}
              priority
            />
          </div>
        ) : null}
        {article.disclosures?.trim() ? <DisclosureNote policyHref={EDITORIAL_POLICY_PATH} label="Disclosure:" text={article.disclosures} /> : null}
        <ContentsIsland islandId="contents-top" items={contents} variant="disclosure" className={styles.contentsTop} />
        <div className={layout.columns}>
          <Stack space="6" id={ARTICLE_TEXT_ID} className={layout.readingColumn}>
            <RichBody body={article.body_rich} />
          </Stack>
          <Stack space="6" className={layout.aside}>
            {facts.length > 0 ? (
              <KeyFacts title={article.key_facts?.title || 'Key Facts'} facts={facts} notes={article.key_facts?.sources} />
            ) : null}
            <ContentsIsland islandId="contents-beside" items={contents} className={styles.contentsBeside} />
          </Stack>
        </div>
        <div className={styles.backMatter}>
          <ArticleBackMatter article={article} url={citedUrl} />
        </div>
      </Stack>
      <div className={`${layout.page} ${layout.omitInPrint}`}>
        <ArticleFooter related={related} />
      </div>
    </div>
  );
}

/**
 * Product §2, Article: 'Error loading article: {message}' with Retry; the 404 page for an unknown article; otherwise the
 * article with breadcrumbs, byline, hero, disclosure, body, key facts,
 * sources, tags, related articles and the editorial standards box.
 */
function ArticleView() {
  const { slug = '' } = useParams();
  const state = usePageAnswer<Article>(articleUrl(slug));
  const notFound = state.status === 'error' && state.errorStatus === 404;
  if (notFound) return <NotFoundView />;
  if (state.status === 'error') return <LoadError message={`Error loading article: ${state.error}`} />;
  return <ArticleContent article={state.data} slug={slug} />;
}

export const articlePage: PageModule = {
  source: 'site/pages/ArticlePage.tsx',
  Component: ArticleView,
  data: ({ params }) => (params.slug ? [articleUrl(params.slug), relatedUrl(params.slug)] : []),
  head: contextHead,
};
