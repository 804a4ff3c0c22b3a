import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumbs, EmptyState, FilterBar, PageHeader, Stack, Inline, Button } from '../../src';
import { ArticleCardsPage } from './ArticleCardsPage';
import { LoadError } from './LoadError';
import { articlesUrl } from '../data/api';
import { cleanPage } from '../data/articleQuery';
import { FOUNDATIONS_PER_PAGE } from '../data/constants';
import { ALL_TOPICS, pillarBySlug, topicFromParam, type Pillar, type PillarSlug } from '../content/pillars';
import { type PageHead } from '../head';
import { usePageArticleList } from '../hooks/useArticleList';
import type { PageModule } from '../pageTypes';
import { VIDEO_CHANNEL_URL } from '../navigation';
import * as styles from './PillarPage.css';

export type { PillarSlug } from '../content/pillars';

/**
 * Product §§2, 7 and 9: a pillar page asks the API for its category, filtered
 * by the chosen topic, 12 at a time; page 1 and All are left out of the URL.
 */
function pillarQuery(category: PillarSlug, topic: string, page: number) {
  return {
    category,
    topic: topic === ALL_TOPICS ? undefined : topic,
    page: page > 1 ? page : undefined,
    per_page: FOUNDATIONS_PER_PAGE,
  };
}

/** The address of a pillar page showing a topic's page; All and page 1 are the defaults, so they are left out. */
function pillarHref(pillar: Pillar, topic: string, page: number): string {
  const params = new URLSearchParams();
  if (topic !== ALL_TOPICS) params.set('topic', topic);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/${pillar.slug}${query ? `?${query}` : ''}`;
}

function head(pillar: Pillar): PageHead {
  // Filtered views are the same page: the canonical address has no ?topic.
  return { title: pillar.name, description: pillar.description, path: `/${pillar.slug}` };
}

/** A box beside the articles: a heading and a sentence, with its button beside them where the line has room. */
function Promo({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  const headingId = useId();
  return (
    <Inline
      as="section"
      space="3"
      align={{ mobile: 'left', tablet: 'spaceBetween' }}
      alignY={{ mobile: 'top', tablet: 'center' }}
      aria-labelledby={headingId}
      className={styles.promo}
    >
      <Stack space="2" className={styles.promoText}>
        <h2 id={headingId} className={styles.promoHeading}>
          {title}
        </h2>
        <p className={styles.promoBody}>{children}</p>
      </Stack>
      {action}
    </Inline>
  );
}

function StateArchivesBox() {
  return (
    <Promo
      title="State Archives"
      action={
        <Button href="/landmarks/states" variant="secondary">
          Browse by State
        </Button>
      }
    >
      County-by-county guides to the states, starting with a pilot that covers all 67 counties of Alabama.
    </Promo>
  );
}

/** The channel's name in the Media promotion; VITE_VIDEO_CHANNEL_NAME goes with VITE_VIDEO_CHANNEL_URL. */
export const VIDEO_CHANNEL_NAME: string = import.meta.env.VITE_VIDEO_CHANNEL_NAME?.trim() || "the U.S. National Archives' YouTube channel";

function VideoPromo() {
  return (
    <Promo
      title="Watch on YouTube"
      action={
        <Button href={VIDEO_CHANNEL_URL} variant="secondary" external>
          Go to YouTube
        </Button>
      }
    >
      Many of the speeches and broadcasts in this section can be watched or heard in full. Find archive recordings on {VIDEO_CHANNEL_NAME}.
    </Promo>
  );
}

function PillarArticles({ pillar, topic, page }: { pillar: Pillar; topic: string; page: number }) {
  const { status, articles, meta, error } = usePageArticleList(pillarQuery(pillar.slug, topic, page));
  if (status === 'error') return <LoadError message={`Error loading articles: ${error}`} />;

  const filterLabel = pillar.filters.find((filter) => filter.value === topic)?.label ?? 'All';
  if (meta.total === 0 && topic === ALL_TOPICS) return <EmptyState message="No articles found in this category yet." />;
  if (meta.total === 0) {
    return (
      <EmptyState message={`No ${filterLabel} articles in ${pillar.name} yet.`}>
        <Button href={pillarHref(pillar, ALL_TOPICS, 1)} variant="secondary" size="small">
          Show all {pillar.name} articles
        </Button>
      </EmptyState>
    );
  }
  return (
    <ArticleCardsPage
      name={`${pillar.name} articles`}
      description={topic === ALL_TOPICS ? '' : `${filterLabel}: `}
      articles={articles}
      page={page}
      perPage={FOUNDATIONS_PER_PAGE}
      total={meta.total}
      hrefForPage={(target) => pillarHref(pillar, topic, target)}
    />
  );
}

/**
 * Product §2, pillar pages: title and intro, filter buttons, the
 * category's articles in a 1/2/3 column grid, 12 a page, and the loading,
 * error and empty states. The API filters by each article's topic, so paging
 * counts only the chosen topic's articles; topic and page live in the address
 * (?topic=documents&page=2), so they survive a reload, can be shared, work as
 * plain links without JavaScript, and are rendered by the server.
 */
export function pillarPage(category: PillarSlug): PageModule {
  const pillar = pillarBySlug(category);

  function PillarView() {
    const [searchParams] = useSearchParams();
    const topic = topicFromParam(pillar, searchParams.get('topic'));
    const page = cleanPage(searchParams.get('page'));
    return (
      <Stack space="8">
        <Breadcrumbs items={[{ label: pillar.name }]} />
        <PageHeader title={pillar.name} intro={pillar.intro}>
          {/* Links to each topic's address (its first page): the server renders the filtered list. */}
          <FilterBar
            label={`Filter ${pillar.name} articles by topic`}
            options={pillar.filters}
            value={topic}
            hrefForOption={(value) => pillarHref(pillar, value, 1)}
          />
        </PageHeader>
        <PillarArticles pillar={pillar} topic={topic} page={page} />
        {pillar.slug === 'landmarks' ? <StateArchivesBox /> : null}
        {pillar.slug === 'media' ? <VideoPromo /> : null}
      </Stack>
    );
  }
  PillarView.displayName = `PillarPage(${category})`;

  return {
    source: 'site/pages/PillarPage.tsx',
    Component: PillarView,
    // The same URL the list hook asks for, so the server renders any ?topic=&page= in full.
    data: ({ search }) => [articlesUrl(pillarQuery(category, topicFromParam(pillar, search.get('topic')), cleanPage(search.get('page'))))],
    head: () => head(pillar),
  };
}
