/**
 * Product §2, All articles (/articles): every published article, newest
 * first, 20 a page, filterable by category (pillar) and by tag.
 *
 * Everything the page shows comes from its address
 * (/articles?category=people&tag=civil%20rights&page=2), which the server
 * renders in full (data() names the same URLs the hooks read). The filters are
 * a plain GET form and the pages are plain links, so a reader without
 * JavaScript, or a crawler, reaches every article.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumbs, Button, EmptyState, Link, PageHeader, Stack, Select, TextField } from '../../src';
import { ArticleCardsPage } from './ArticleCardsPage';
import { LoadError } from './LoadError';
import { articlesUrl } from '../data/api';
import { cleanPage } from '../data/articleQuery';
import { ARCHIVE_PER_PAGE } from '../data/constants';
import { TAGS_URL } from '../data/tags';
import type { TagCount, TagsResponse } from '../../common/api';
import { type PageHead } from '../head';
import { usePageAnswer } from '../data/prefetch';
import { usePageArticleList } from '../hooks/useArticleList';
import { CATEGORIES } from '../../common/taxonomy';
import type { PageModule } from '../pageTypes';
import * as styles from './ArchivePage.css';

/** The categories an article can belong to, in the order of the header (Features last): the pillar filter's options. */
export const ARCHIVE_CATEGORIES: ReadonlyArray<{ slug: string; name: string }> = CATEGORIES.map(({ slug, name }) => ({ slug, name }));

/** What an /articles address asks for: blank values count as absent. */
export interface ArchiveRequest {
  category: string;
  tag: string;
  page: number;
}

export function archiveRequest(search: URLSearchParams): ArchiveRequest {
  return {
    category: search.get('category')?.trim().toLowerCase() ?? '',
    tag: search.get('tag')?.trim() ?? '',
    page: cleanPage(search.get('page')),
  };
}

/** The address of an archive view; empty filters and page 1 are left out. */
export function archiveHref({ category, tag, page }: ArchiveRequest): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/articles${query ? `?${query}` : ''}`;
}

function listQuery({ category, tag, page }: ArchiveRequest) {
  return { category: category || undefined, tag: tag || undefined, page: page > 1 ? page : undefined, per_page: ARCHIVE_PER_PAGE };
}

const HEAD: PageHead = {
  title: 'All articles',
  description: 'Every Parchment article on American history, government and civic life, newest first, by pillar and by topic.',
  // Filtered views and later pages are the same page: the canonical address has no query.
  path: '/articles',
};

function byName(a: TagCount, b: TagCount) {
  return a.name.localeCompare(b.name, 'en');
}

function ArchiveFilters({ request }: { request: ArchiveRequest }) {
  const id = useId();
  const tags = usePageAnswer<TagsResponse>(TAGS_URL);
  const tagOptions = [...(tags.data?.data ?? [])].sort(byName);
  // A tag from the address that no article carries stays selectable, so the form shows what is applied.
  const knownTag = !request.tag || tagOptions.some((tag) => tag.name === request.tag.toLowerCase());

  return (
    // The form has no page field: new filters start again at their first page.
    <form
      role="search"
      aria-label="Filter articles"
      method="get"
      action="/articles"
      className={styles.filters}
    >
      <Select id={`${id}-category`} label="Pillar" name="category" defaultValue={request.category}>
        <option value="">All pillars</option>
        {ARCHIVE_CATEGORIES.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ))}
      </Select>
      {tags.status === 'loaded' ? (
        <Select id={`${id}-tag`} label="Tag" name="tag" defaultValue={request.tag.toLowerCase()}>
          <option value="">All tags</option>
          {knownTag ? null : <option value={request.tag.toLowerCase()}>{request.tag}</option>}
          {tagOptions.map((tag) => (
            <option key={tag.slug} value={tag.name}>
              {tag.name} ({tag.count})
            </option>
          ))}
        </Select>
      ) : (
        // Without the tag list (still loading, or it failed) the tag can still be typed.
        <TextField id={`${id}-tag`} label="Tag" name="tag" defaultValue={request.tag} placeholder="Filter by tag..." />
      )}
      <Button type="submit" variant="primary">
        Show articles
      </Button>
    </form>
  );
}

function describeFilters({ category, tag }: ArchiveRequest): string {
  const parts = [
    category ? (ARCHIVE_CATEGORIES.find((entry) => entry.slug === category)?.name ?? category) : null,
    tag ? `tagged "${tag}"` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(', ')}: ` : '';
}

function ArchiveList({ request }: { request: ArchiveRequest }) {
  const { status, articles, meta, error } = usePageArticleList(listQuery(request));
  if (status === 'error') return <LoadError message={`Error loading articles: ${error}`} />;
  const filtered = Boolean(request.category || request.tag);
  if (meta.total === 0 && filtered) {
    return (
      <EmptyState message="No articles match these filters.">
        <Button href="/articles" variant="secondary" size="small">
          Show all articles
        </Button>
      </EmptyState>
    );
  }
  if (meta.total === 0) return <EmptyState message="No articles have been published yet." />;
  return (
    <ArticleCardsPage
      name="Articles"
      description={describeFilters(request)}
      articles={articles}
      page={request.page}
      perPage={ARCHIVE_PER_PAGE}
      total={meta.total}
      hrefForPage={(page) => archiveHref({ ...request, page })}
    />
  );
}

function ArchivePage() {
  const [searchParams] = useSearchParams();
  const request = archiveRequest(searchParams);
  return (
    <Stack space="8">
      <Breadcrumbs items={[{ label: 'All articles' }]} />
      <PageHeader
        title="All articles"
        intro={
          <>
            Every article we have published, newest first. Narrow the list by pillar or by tag, or{' '}
            <Link href="/tags">browse all topics</Link>.
          </>
        }
      >
        <ArchiveFilters request={request} />
      </PageHeader>
      <ArchiveList request={request} />
    </Stack>
  );
}

export const archivePage: PageModule = {
  source: 'site/pages/ArchivePage.tsx',
  Component: ArchivePage,
  data: ({ search }) => [articlesUrl(listQuery(archiveRequest(search))), TAGS_URL],
  head: () => HEAD,
};
