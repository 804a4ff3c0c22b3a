/**
 * Realistic fixtures for the page tests: the seed archive (server/content),
 * read with the seed loader and shaped exactly as the API answers
 * (server/api/articles.ts: list items newest first, the full article with
 * author, reviewer, key facts, sources, canonical and alias URLs).
 */
import { CATEGORIES, DISCLOSURE, HERO_HEIGHT, HERO_WIDTH, loadArchive, type ArchiveArticle } from '../../server/db/archive.ts';
import { articleUrl, relatedUrl } from '../../site/data/api';
import type { Article, ArticleListItem, ArticleListResponse } from '../../common/api';

export const archive = loadArchive();

const categoryName = (slug: string) => CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;

function byNewest(a: ArchiveArticle, b: ArchiveArticle) {
  return b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug);
}

const published = archive.articles.filter((article) => article.status === 'published').sort(byNewest);

export function listItem(article: ArchiveArticle): ArticleListItem {
  return {
    id: String(published.indexOf(article) + 1),
    slug: article.slug,
    title: article.title,
    dek: article.dek,
    kicker: article.kicker,
    category: categoryName(article.category),
    category_slug: article.category,
    topic: article.topic,
    tags: article.tags,
    hero_media_url: `/storage/v1/object/public/heroes/${article.hero.file}`,
    hero_media_alt: article.hero.alt,
    published_at: new Date(article.publishedAt).toISOString(),
    read_time_minutes: article.readTimeMinutes,
  };
}

/** The list items, newest first, optionally of one category. */
export function listItems(category?: string): ArticleListItem[] {
  return published.filter((article) => !category || article.category === category).map(listItem);
}

export function listResponse(items: ArticleListItem[], perPage = 20): ArticleListResponse {
  return { data: items.slice(0, perPage), meta: { total: items.length, page: 1, per_page: perPage } };
}

const authorName = (id: string) => archive.authors.find((author) => author.id === id)?.name ?? id;

export function fullArticle(slug: string): Article {
  const article = published.find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`No seed article ${slug}`);
  return {
    ...listItem(article),
    author_name: authorName(article.author),
    author_bio_url: `/about/authors/${article.author}`,
    reviewer_name: authorName(article.reviewer),
    reviewer_bio_url: `/about/authors/${article.reviewer}`,
    published_at: new Date(article.publishedAt).toISOString(),
    updated_at: new Date(article.updatedAt).toISOString(),
    read_time_minutes: article.readTimeMinutes,
    hero_media_width: HERO_WIDTH,
    hero_media_height: HERO_HEIGHT,
    disclosures: DISCLOSURE,
    body_rich: { sections: article.sections },
    sources: article.sources.map((source, index) => ({ id: String(index + 1), ...source, date: source.date ?? undefined })),
    key_facts: {
      title: 'Key Facts',
      facts: article.keyFacts.map((fact) => fact.text),
      sources: article.keyFacts.map((fact) => fact.sources),
    },
    reviewed_at: new Date(article.reviewedAt).toISOString(),
    corrections: article.corrections,
    classroom: article.classroom,
    document_excerpt: article.excerpt,
    timeline: article.timeline,
    canonical_url: `/articles/${article.slug}`,
    alias_url: `/${article.category}/${article.slug}`,
  };
}

/** Prefetched data for an article page: the article and the list related articles are picked from. */
/** What the server embeds for an article page: the article and its related articles (the API picks them; here, the given slugs in order). */
export function articlePageData(slug: string, relatedSlugs: string[] = []) {
  const items = listItems();
  return {
    [articleUrl(slug)]: fullArticle(slug),
    [relatedUrl(slug)]: { data: relatedSlugs.map((related) => items.find((item) => item.slug === related) as ArticleListItem) },
  };
}

export function alabama() {
  const state = archive.states.find((candidate) => candidate.slug === 'alabama');
  if (!state) throw new Error('No Alabama archive in the seed');
  return state.content;
}

export function authorResponse(id: string) {
  const author = archive.authors.find((candidate) => candidate.id === id);
  if (!author) throw new Error(`No seed author ${id}`);
  const articles = published.filter((article) => article.author === id || article.reviewer === id).map(listItem);
  return { ...author, articles };
}

/**
 * What GET /api/articles answers for a URL, over the given list items (newest
 * first): category, tag, topic, page and per_page as server/api/articles.ts
 * applies them. For page tests that page, filter or fetch.
 */
export function articlesAnswer(url: string, items: ArticleListItem[] = listItems()): ArticleListResponse {
  const query = new URL(url, 'http://site.test').searchParams;
  const category = query.get('category')?.toLowerCase();
  const tag = query.get('tag')?.toLowerCase();
  const topic = query.get('topic')?.toLowerCase();
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 20);
  const matching = items.filter(
    (item) =>
      (!category || item.category_slug === category) &&
      (!topic || item.topic === topic) &&
      (!tag || item.tags.some((name) => name === tag || name.replace(/\s+/g, '-') === tag)),
  );
  return { data: matching.slice((page - 1) * perPage, page * perPage), meta: { total: matching.length, page, per_page: perPage } };
}

/** What GET /api/tags answers for the seed: every tag of a published article with its count, most used first. */
export function tagsAnswer(items: ArticleListItem[] = listItems()) {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of new Set(item.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const data = [...counts].map(([name, count]) => ({ name, slug: name.replace(/\s+/g, '-'), count }));
  data.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { data };
}

/** A stand-in for fetch that answers /api/articles (and /api/tags) like the API, for pages that fetch after the first render. */
export function fakeApiFetch(items: ArticleListItem[] = listItems()) {
  return async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/articles')) return Response.json(articlesAnswer(url, items));
    if (url === '/api/tags') return Response.json(tagsAnswer(items));
    return new Response('Not found', { status: 404, statusText: 'Not Found' });
  };
}

/** `count` made-up People articles (newest first) after the seed's, so a pillar has more than one page. */
export function manyPeople(count: number): ArticleListItem[] {
  const extra = Array.from({ length: count }, (_, index) => ({
    ...listItems('people')[0],
    id: `extra-${index + 1}`,
    slug: `extra-person-${index + 1}`,
    title: `Extra person ${index + 1}`,
    topic: index % 2 === 0 ? 'modern-era' : 'civil-rights',
    published_at: new Date(Date.UTC(1990, 0, 1) - index * 86_400_000).toISOString(),
  }));
  return [...listItems(), ...extra];
}
