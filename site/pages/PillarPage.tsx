import { useId } from 'react';
import { useSearchParams } from 'react-router';
import {
  ArticleCard,
  Breadcrumbs,
  CardGrid,
  EmptyState,
  ErrorState,
  FilterBar,
  LinkButton,
  LoadingState,
  PageHeader,
  visuallyHidden,
} from '../../src';
import { articlesUrl } from '../data/api';
import { FOUNDATIONS_PER_PAGE } from '../data/constants';
import { cardFromListItem } from '../content/links';
import { ALL_TOPICS, filterByTopic, pillarBySlug, topicFromParam, type Pillar, type PillarSlug } from '../content/pillars';
import { usePageHead, type PageHead } from '../head';
import { useArticleList } from '../hooks/useArticleList';
import type { PageModule } from '../pageTypes';
import { VIDEO_CHANNEL_URL } from '../navigation';
import * as styles from './PillarPage.css';

export type { PillarSlug } from '../content/pillars';


/** Product §§7 and 9: a pillar page asks for its category, 12 at a time. */
function pillarQuery(category: PillarSlug) {
  return { category, per_page: FOUNDATIONS_PER_PAGE };
}

function head(pillar: Pillar): PageHead {
  // Filtered views are the same page: the canonical address has no ?topic.
  return { title: pillar.name, description: pillar.description, path: `/${pillar.slug}` };
}

function StateArchivesBox() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.promo}>
      <div className={styles.promoText}>
        <h2 id={headingId} className={styles.promoHeading}>
          State Archives
        </h2>
        <p className={styles.promoBody}>
          County-by-county guides to the states, starting with a pilot that covers all 67 counties of Alabama.
        </p>
      </div>
      <LinkButton href="/landmarks/states" variant="secondary">
        Browse by State
      </LinkButton>
    </section>
  );
}

/** The channel's name in the Media promotion; VITE_VIDEO_CHANNEL_NAME goes with VITE_VIDEO_CHANNEL_URL. */
export const VIDEO_CHANNEL_NAME: string = import.meta.env.VITE_VIDEO_CHANNEL_NAME?.trim() || "the U.S. National Archives' YouTube channel";

function VideoPromo() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.promo}>
      <div className={styles.promoText}>
        <h2 id={headingId} className={styles.promoHeading}>
          Watch on YouTube
        </h2>
        <p className={styles.promoBody}>
          Many of the speeches and broadcasts in this section can be watched or heard in full. Find archive recordings on{' '}
          {VIDEO_CHANNEL_NAME}.
        </p>
      </div>
      <LinkButton href={VIDEO_CHANNEL_URL} variant="secondary" external>
        Go to YouTube
      </LinkButton>
    </section>
  );
}

function PillarArticles({ pillar, topic, allHref }: { pillar: Pillar; topic: string; allHref: string }) {
  const headingId = useId();
  const { status, articles, error, retry } = useArticleList(pillarQuery(pillar.slug));
  if (status === 'loading') return <LoadingState message="Loading articles..." />;
  if (status === 'error') return <ErrorState message={`Error loading articles: ${error}`} onRetry={retry} />;
  if (articles.length === 0) return <EmptyState message="No articles found in this category yet." />;

  const shown = filterByTopic(articles, topic);
  const filterLabel = pillar.filters.find((filter) => filter.value === topic)?.label ?? 'All';
  if (shown.length === 0) {
    return (
      <EmptyState message={`No ${filterLabel} articles in ${pillar.name} yet.`}>
        <LinkButton href={allHref} variant="secondary" size="small">
          Show all {pillar.name} articles
        </LinkButton>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.results}>
      <h2 id={headingId} className={visuallyHidden}>
        {pillar.name} articles
      </h2>
      <p role="status" className={styles.count}>
        {topic === ALL_TOPICS
          ? `${shown.length} ${shown.length === 1 ? 'article' : 'articles'}`
          : `${filterLabel}: ${shown.length} of ${articles.length} articles`}
      </p>
      <CardGrid aria-labelledby={headingId}>
        {shown.map((item) => (
          <ArticleCard key={item.slug} {...cardFromListItem(item)} variant="secondary" level={3} />
        ))}
      </CardGrid>
    </section>
  );
}

/**
 * Product §2, pillar pages: title and intro, filter buttons, the
 * category's articles in a 1/2/3 column grid, and the loading, error and
 * empty states. The filters really filter, by each article's topic; the chosen
 * one lives in the address (?topic=documents), so it survives a reload, can be
 * shared, and is rendered by the server.
 */
export function pillarPage(category: PillarSlug): PageModule {
  const pillar = pillarBySlug(category);

  function PillarView() {
    usePageHead(head(pillar));
    const [searchParams, setSearchParams] = useSearchParams();
    const topic = topicFromParam(pillar, searchParams.get('topic'));
    const chooseTopic = (value: string) => {
      const next = new URLSearchParams(searchParams);
      if (value === ALL_TOPICS) next.delete('topic');
      else next.set('topic', value);
      setSearchParams(next, { replace: true, preventScrollReset: true });
    };
    return (
      <div className={styles.page}>
        <Breadcrumbs items={[{ label: pillar.name }]} />
        <PageHeader title={pillar.name} intro={pillar.intro}>
          <FilterBar label={`Filter ${pillar.name} articles by topic`} options={pillar.filters} value={topic} onChange={chooseTopic} />
        </PageHeader>
        <PillarArticles pillar={pillar} topic={topic} allHref={`/${pillar.slug}`} />
        {pillar.slug === 'landmarks' ? <StateArchivesBox /> : null}
        {pillar.slug === 'media' ? <VideoPromo /> : null}
      </div>
    );
  }
  PillarView.displayName = `PillarPage(${category})`;

  return {
    Component: PillarView,
    data: () => [articlesUrl(pillarQuery(category))],
    head: () => head(pillar),
  };
}
