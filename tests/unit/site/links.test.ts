import { describe, expect, it } from 'vitest';
import { articleHref, canonicalArticlePath, cardFromListItem, categoryPath } from '../../../site/content/links';

describe('card link targets (product §2, other link targets)', () => {
  it('links an article to its one address /articles/{slug}, whatever its pillar', () => {
    expect(articleHref({ slug: 'bill-to-law', category_slug: 'civic-life' })).toBe('/articles/bill-to-law');
    expect(articleHref({ slug: 'rosa-parks', category_slug: 'people' })).toBe('/articles/rosa-parks');
    expect(articleHref({ slug: 'independence-hall', category_slug: 'landmarks' })).toBe('/articles/independence-hall');
    expect(articleHref({ slug: 'gettysburg-address', category_slug: 'media' })).toBe('/articles/gettysburg-address');
    expect(articleHref({ slug: 'monroe-doctrine', category_slug: 'features' })).toBe('/articles/monroe-doctrine');
  });

  it('links an article of an unknown category or none to /articles/{slug} too', () => {
    expect(articleHref({ slug: 'x', category_slug: 'opinion' })).toBe('/articles/x');
    expect(articleHref({ slug: 'x', category_slug: null })).toBe('/articles/x');
    expect(canonicalArticlePath('a b')).toBe('/articles/a%20b');
  });

  it('knows which categories have a page', () => {
    expect(categoryPath('foundations')).toBe('/foundations');
    expect(categoryPath('features')).toBe('/features');
    expect(categoryPath('opinion')).toBeNull();
    expect(categoryPath(undefined)).toBeNull();
  });

  it('uses the category when an item has no kicker, and no image when it has none', () => {
    const card = cardFromListItem({
      id: '1',
      slug: 'census',
      title: 'The Census',
      dek: 'Every ten years.',
      kicker: '',
      category: 'Civic Life',
      category_slug: 'civic-life',
      tags: ['census'],
      hero_media_url: null,
      hero_media_alt: '',
      topic: '',
      published_at: '2024-01-01T00:00:00.000Z',
      read_time_minutes: 5,
    });
    expect(card).toMatchObject({ kicker: 'Civic Life', href: '/articles/census', imageSrc: undefined });
  });
});
