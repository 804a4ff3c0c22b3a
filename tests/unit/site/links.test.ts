import { describe, expect, it } from 'vitest';
import { articleHref, canonicalArticlePath, cardFromListItem, categoryPath } from '../../../site/content/links';

describe('card link targets (product §2)', () => {
  it('links an article to its alias /{category}/{slug}', () => {
    expect(articleHref({ slug: 'bill-to-law', category_slug: 'civic-life' })).toBe('/civic-life/bill-to-law');
    expect(articleHref({ slug: 'rosa-parks', category_slug: 'people' })).toBe('/people/rosa-parks');
    expect(articleHref({ slug: 'independence-hall', category_slug: 'landmarks' })).toBe('/landmarks/independence-hall');
    expect(articleHref({ slug: 'gettysburg-address', category_slug: 'media' })).toBe('/media/gettysburg-address');
    expect(articleHref({ slug: 'monroe-doctrine', category_slug: 'features' })).toBe('/features/monroe-doctrine');
  });

  it('falls back to the canonical /articles/{slug} for a category without alias routes', () => {
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
      id: 1,
      slug: 'census',
      title: 'The Census',
      dek: 'Every ten years.',
      kicker: '',
      category: 'Civic Life',
      category_slug: 'civic-life',
      tags: ['census'],
      hero_media_url: null,
    });
    expect(card).toMatchObject({ kicker: 'Civic Life', href: '/civic-life/census', imageSrc: undefined });
  });
});
