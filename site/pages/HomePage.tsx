import { ArticleCard, CardGrid, CategoryRail, PageHeader, visuallyHidden, Stack, Button } from '../../src';
import { LoadError } from './LoadError';
import { articlesUrl } from '../data/api';
import { useImageSource } from '../data/prefetch';
import type { ArticleListResponse } from '../../common/api';
import { HOME_PER_PAGE } from '../data/constants';
import type { CardContent } from '../content/links';
import { selectArchive, selectHomeContent } from '../content/home';
import { DEFAULT_DESCRIPTION, SITE_NAME, type PageHead } from '../head';
import { usePageArticleList } from '../hooks/useArticleList';
import type { PageModule } from '../pageTypes';
import * as styles from '../styles/sections.css';

/** Product §§7 and 9: the home page asks for the 20 newest articles. */
const HOME_QUERY = { per_page: HOME_PER_PAGE };

/** The first category rail: the first screen ends before it on every screen size (the latest articles fill it). */
const FIRST_RAIL_ID = 'home-first-rail';

/**
 * The featured card's image, when the list has one, is the page's largest
 * image above the fold. With the latest articles, the first screen ends at
 * the first rail; without them (the list still loading, or failed), at <main>.
 */
function head(articles?: ArticleListResponse | null): PageHead {
  const content = articles ? selectHomeContent(articles.data) : null;
  return {
    title: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    path: '/',
    preloadImage: content?.featured?.imageSrc ?? null,
    firstScreenEnd: content?.featured && content.rails.length > 0 ? FIRST_RAIL_ID : undefined,
  };
}

/** The featured card, its image from the page's own bytes when the server wrote it there (site/inlineImages.ts). */
function FeaturedCard({ card }: { card: CardContent }) {
  const imageSrc = useImageSource(card.imageSrc);
  return <ArticleCard {...card} imageSrc={imageSrc} variant="featured" badge="Featured" headingLevel={3} priority />;
}

/** From the Archive: older pieces that are not shown elsewhere on the page (product §4). */
function HomeArchive({ items }: { items: readonly CardContent[] }) {
  return (
    <section aria-labelledby="home-archive" className={styles.section}>
      <h2 id="home-archive" className={styles.sectionHeading}>
        From the Archive
      </h2>
      <CardGrid aria-labelledby="home-archive" fitRow>
        {items.map((item) => (
          <ArticleCard key={item.href} {...item} variant="rail" headingLevel={3} />
        ))}
      </CardGrid>
    </section>
  );
}

/**
 * The API-driven part of the page. From the Archive does not depend on the
 * API, so it stays put while the list loads or fails; once the list is in,
 * it skips anything the rails above already show.
 */
function HomeArticles() {
  const { status, articles, error } = usePageArticleList(HOME_QUERY);
  if (status === 'error') {
    return (
      <>
        <LoadError message={`Error loading articles: ${error}`} />
        <HomeArchive items={selectArchive()} />
      </>
    );
  }

  const { featured, secondary, rails, archive } = selectHomeContent(articles);
  return (
    <>
      {featured ? (
        <section aria-labelledby="home-latest" className={styles.section}>
          <h2 id="home-latest" className={visuallyHidden}>
            Latest articles
          </h2>
          <CardGrid aria-labelledby="home-latest">
            <FeaturedCard key={featured.href} card={featured} />
            {secondary.map((card) => (
              <ArticleCard key={card.href} {...card} variant="secondary" headingLevel={3} />
            ))}
          </CardGrid>
        </section>
      ) : null}
      {rails.map((rail, index) => (
        <CategoryRail key={rail.name} id={index === 0 ? FIRST_RAIL_ID : undefined} category={rail.name} href={rail.href} articles={rail.cards} fitRow />
      ))}
      <HomeArchive items={archive} />
    </>
  );
}

/**
 * Product §2, Home: 'Loading articles...', then the error with Retry or
 * the content: a featured card, up to two secondary cards, the category rails
 * with View all links, a Start Here button and From the Archive. The heading,
 * Start Here and From the Archive do not depend on the API, so they stay put
 * while the list loads or fails. No article is shown twice (product §4).
 */
function HomeView() {
  return (
    <Stack space="12">
      <PageHeader
        title="American history and civic life, explained"
        intro="Plain-language articles on the nation's founding documents, how its government works, the people who shaped it and the places where its history happened, each checked against primary sources."
      >
        <Button href="/foundations">Start Here</Button>
      </PageHeader>
      <HomeArticles />
    </Stack>
  );
}

export const homePage: PageModule = {
  source: 'site/pages/HomePage.tsx',
  Component: HomeView,
  data: () => [articlesUrl(HOME_QUERY)],
  head: ({ data }) => head(data[articlesUrl(HOME_QUERY)] as ArticleListResponse | undefined),
};
