/**
 * Structured data for an article (product §§2 and 5): an Article object
 * and its BreadcrumbList, written into <head> as JSON-LD.
 * - The hero image URL is used as is when it starts with http, otherwise it
 *   is prefixed with the site origin (absoluteUrl).
 * - At most 5 tags (keywords) and 5 sources (citation).
 * - mainEntityOfPage is the canonical /articles/{slug} (or the article's
 *   own canonical_url when it is a site path).
 * With an empty origin the URLs stay site-relative (see articleHead).
 */
import { STRUCTURED_DATA_MAX_SOURCES, STRUCTURED_DATA_MAX_TAGS } from '../data/constants';
import type { Article } from '../../common/api';
import { absoluteUrl, SITE_NAME } from '../head';
import { articleCanonicalPath, categoryPath } from '../content/links';

type JsonLd = Record<string, unknown>;

export type JsonLdArticle = Pick<
  Article,
  | 'slug'
  | 'title'
  | 'dek'
  | 'kicker'
  | 'category'
  | 'category_slug'
  | 'tags'
  | 'published_at'
  | 'updated_at'
  | 'hero_media_url'
  | 'sources'
  | 'canonical_url'
>;

function url(path: string, origin: string): string {
  return origin ? absoluteUrl(path, origin) : path;
}

export function articleStructuredData(article: JsonLdArticle, origin: string): JsonLd {
  const canonical = url(articleCanonicalPath(article), origin);
  // A byline names an editorial role (a desk's editor), never a person, so the publication is the author,
  // as the citations have it (docs/product.md §2, Article).
  const publisher: JsonLd = { '@type': 'Organization', name: SITE_NAME, url: url('/', origin) };
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.dek,
    datePublished: article.published_at,
    dateModified: article.updated_at || article.published_at,
    author: publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    url: canonical,
    keywords: (article.tags ?? []).slice(0, STRUCTURED_DATA_MAX_TAGS),
    citation: (article.sources ?? []).slice(0, STRUCTURED_DATA_MAX_SOURCES).map((source) => ({
      '@type': 'CreativeWork',
      name: source.title,
      url: source.url,
      ...(source.publisher ? { publisher: { '@type': 'Organization', name: source.publisher } } : {}),
    })),
  };
  if (article.hero_media_url) data.image = url(article.hero_media_url, origin);
  return data;
}

export function articleBreadcrumbData(article: JsonLdArticle, origin: string): JsonLd {
  const steps: Array<{ name: string; path: string }> = [{ name: 'Home', path: '/' }];
  const category = categoryPath(article.category_slug);
  if (category) steps.push({ name: article.kicker?.trim() || article.category, path: category });
  steps.push({ name: article.title, path: articleCanonicalPath(article) });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: url(step.path, origin),
    })),
  };
}

/**
 * Both objects, for PageHead.jsonLd. The server writes them into the page;
 * in the browser this module loads after the page (PageHead.loadJsonLd), as
 * nothing a reader sees needs it.
 */
export function articleJsonLd(article: JsonLdArticle, origin: string): JsonLd[] {
  return [articleStructuredData(article, origin), articleBreadcrumbData(article, origin)];
}
