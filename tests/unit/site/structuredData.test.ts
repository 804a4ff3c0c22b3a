import { describe, expect, it } from 'vitest';
import type { Article } from '../../../common/api';
import { articleBreadcrumbData, articleJsonLd, articleStructuredData } from '../../../site/seo/articleJsonLd';

const ORIGIN = 'https://parchment.example';

const monroe: Article = {
  id: '12',
  slug: 'monroe-doctrine',
  title: 'The Monroe Doctrine',
  dek: 'In 1823 President James Monroe warned European powers against new colonies or interference in the Americas.',
  kicker: 'Features',
  category: 'Features',
  category_slug: 'features',
  topic: 'feature',
  tags: ['foreign policy', 'james monroe', '19th century', 'latin america', 'presidents', 'diplomacy', 'europe'],
  hero_media_url: '/storage/v1/object/public/heroes/monroe-doctrine.svg',
  hero_media_alt: 'A stylised map of the Western Hemisphere',
  published_at: '2024-09-12T00:00:00.000Z',
  updated_at: '2024-10-01T00:00:00.000Z',
  read_time_minutes: 5,
  author_name: 'History Desk Editor',
  author_bio_url: '/about/authors/history-desk',
  reviewer_name: 'Standards Editor',
  reviewer_bio_url: '/about/authors/standards-editor',
  disclosures: 'This article was created with AI assistance and reviewed by human editors for accuracy.',
  body_rich: { sections: [] },
  sources: Array.from({ length: 7 }, (_, index) => ({
    id: String(index + 1),
    title: `Source ${index + 1}`,
    publisher: 'National Archives',
    url: `https://www.archives.gov/source-${index + 1}`,
    type: index % 2 ? 'secondary' : 'primary',
  })),
  canonical_url: '/articles/monroe-doctrine',
  hero_media_width: null,
  hero_media_height: null,
  key_facts: null,
  reviewed_at: null,
  corrections: [],
  classroom: null,
  document_excerpt: null,
  timeline: [],
  alias_url: '/features/monroe-doctrine',
};

describe('article structured data (product §§2, 5 and 9)', () => {
  it('builds an Article with headline, description, dates, author, publisher and canonical page', () => {
    expect(articleStructuredData(monroe, ORIGIN)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'The Monroe Doctrine',
      description: monroe.dek,
      datePublished: '2024-09-12T00:00:00.000Z',
      dateModified: '2024-10-01T00:00:00.000Z',
      // The byline's desk is an editorial role, not a person: the publication is the author, as in the citations.
      author: { '@type': 'Organization', name: 'Parchment', url: `${ORIGIN}/` },
      publisher: { '@type': 'Organization', name: 'Parchment' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/articles/monroe-doctrine` },
    });
  });

  it('uses at most 5 tags as keywords and at most 5 sources as citations', () => {
    const data = articleStructuredData(monroe, ORIGIN);
    expect(data.keywords).toEqual(monroe.tags.slice(0, 5));
    expect(data.citation).toHaveLength(5);
    expect((data.citation as Array<{ name: string; url: string }>)[4]).toMatchObject({ name: 'Source 5', url: 'https://www.archives.gov/source-5' });
  });

  it('prefixes a site-relative hero image with the origin, and uses one starting with http as is', () => {
    expect(articleStructuredData(monroe, ORIGIN).image).toBe(`${ORIGIN}/storage/v1/object/public/heroes/monroe-doctrine.svg`);
    const remote = { ...monroe, hero_media_url: 'https://cdn.example.org/monroe.png' };
    expect(articleStructuredData(remote, ORIGIN).image).toBe('https://cdn.example.org/monroe.png');
    expect(articleStructuredData({ ...monroe, hero_media_url: null }, ORIGIN)).not.toHaveProperty('image');
  });

  it('falls back to the publication date when the article was never updated', () => {
    expect(articleStructuredData({ ...monroe, updated_at: null }, ORIGIN).dateModified).toBe(monroe.published_at);
  });

  it('keeps the canonical /articles/{slug} even when the API gives no canonical_url', () => {
    const data = articleStructuredData({ ...monroe, canonical_url: undefined }, ORIGIN);
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${ORIGIN}/articles/monroe-doctrine` });
  });

  it('builds a BreadcrumbList: Home, the category, the article', () => {
    expect(articleBreadcrumbData(monroe, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Features', item: `${ORIGIN}/features` },
        { '@type': 'ListItem', position: 3, name: 'The Monroe Doctrine', item: `${ORIGIN}/articles/monroe-doctrine` },
      ],
    });
  });

  it('leaves out the category step when the category has no page', () => {
    const steps = articleBreadcrumbData({ ...monroe, category_slug: 'archive' }, ORIGIN).itemListElement as unknown[];
    expect(steps).toHaveLength(2);
  });

  it('gives both objects, site-relative when the origin is unknown', () => {
    const [article, breadcrumbs] = articleJsonLd(monroe, '');
    expect(article).toMatchObject({ image: '/storage/v1/object/public/heroes/monroe-doctrine.svg', url: '/articles/monroe-doctrine' });
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  });
});
