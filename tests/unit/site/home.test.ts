import { describe, expect, it } from 'vitest';
import type { ArticleListItem } from '../../../site/data/types';
import { railName, selectHomeContent } from '../../../site/content/home';
import { STATIC_SAMPLES } from '../../../site/content/staticSamples';
import { tagSearchHref } from '../../../site/navigation';

let nextId = 1;
function item(slug: string, kicker: string, category: string, category_slug: string): ArticleListItem {
  return {
    id: nextId++,
    slug,
    title: `Title of ${slug}`,
    dek: `Dek of ${slug}.`,
    kicker,
    category,
    category_slug,
    tags: ['constitution', 'founding fathers', '18th century'],
    hero_media_url: `/storage/v1/object/public/heroes/${slug}.svg`,
  };
}

const constitution = item('constitution', 'Foundations', 'Foundations', 'foundations');
const census = item('census', 'Civic Life', 'Civic Life', 'civic-life');
const rosa = item('rosa-parks', 'People', 'People', 'people');
const alamo = item('alamo', 'Landmarks', 'Landmarks', 'landmarks');
const speech = item('gettysburg-address', 'Media', 'Media', 'media');
const monroe = item('monroe-doctrine', 'Features', 'Features', 'features');
const federalism = item('federalism', 'Foundations', 'Foundations', 'foundations');

const STANDARD = ['Foundations', 'Civic Life', 'People', 'Landmarks', 'Media'];

describe('home content selection (product §4)', () => {
  it('no articles: static sample rails for the five standard categories, nothing featured', () => {
    const content = selectHomeContent([]);
    expect(content.featured).toBeNull();
    expect(content.secondary).toEqual([]);
    expect(content.rails.map((rail) => rail.name)).toEqual(STANDARD);
    expect(content.rails.every((rail) => rail.source === 'samples' && rail.cards.length === 6)).toBe(true);
    expect(content.rails[0].cards[0].href).toBe(`/articles/${STATIC_SAMPLES.foundations[0].slug}`);
  });

  it('one article: it is featured; no secondary cards; every rail falls back to samples', () => {
    const content = selectHomeContent([constitution]);
    expect(content.featured?.href).toBe('/articles/constitution');
    expect(content.secondary).toEqual([]);
    expect(content.rails.every((rail) => rail.source === 'samples')).toBe(true);
  });

  it('two articles: the second is secondary (at least 2 exist)', () => {
    const content = selectHomeContent([constitution, census]);
    expect(content.secondary.map((card) => card.href)).toEqual(['/articles/census']);
    expect(content.rails.every((rail) => rail.source === 'samples')).toBe(true);
  });

  it('three articles: 1 featured, 2 secondary, nothing left for the rails', () => {
    const content = selectHomeContent([constitution, census, rosa]);
    expect(content.secondary).toHaveLength(2);
    expect(content.rails.map((rail) => rail.source)).toEqual(['samples', 'samples', 'samples', 'samples', 'samples']);
  });

  it('the rest are grouped by kicker into the standard rails, in the product order, keeping the list order', () => {
    const content = selectHomeContent([monroe, census, rosa, speech, constitution, alamo, federalism]);
    expect(content.featured?.title).toBe('Title of monroe-doctrine');
    expect(content.rails.map((rail) => [rail.name, rail.href, rail.source])).toEqual([
      ['Foundations', '/foundations', 'articles'],
      ['Civic Life', '/civic-life', 'samples'],
      ['People', '/people', 'samples'],
      ['Landmarks', '/landmarks', 'articles'],
      ['Media', '/media', 'articles'],
    ]);
    expect(content.rails[0].cards.map((card) => card.href)).toEqual(['/articles/constitution', '/articles/federalism']);
  });

  it('a group outside the five standard categories becomes a rail of its own after them, linking to its category', () => {
    const content = selectHomeContent([constitution, census, rosa, monroe, speech]);
    expect(content.rails.map((rail) => rail.name)).toEqual([...STANDARD, 'Features']);
    expect(content.rails[5]).toMatchObject({ href: '/features', source: 'articles' });
  });

  it('groups by kicker, falling back to the category when the kicker is blank', () => {
    const noKicker = { ...item('census-2', '', 'Civic Life', 'civic-life'), kicker: '  ' };
    expect(railName(noKicker)).toBe('Civic Life');
    const content = selectHomeContent([constitution, census, rosa, noKicker]);
    expect(content.rails[1]).toMatchObject({ name: 'Civic Life', source: 'articles' });
    expect(content.rails[1].cards[0].kicker).toBe('Civic Life');
  });

  it('matches a rail by kicker regardless of case, and an unknown kicker links to a search for it', () => {
    const odd = item('lincoln-speech', 'Primary Sources', 'Special', 'special');
    const shouty = item('voting', 'CIVIC LIFE', 'Civic Life', 'civic-life');
    const content = selectHomeContent([constitution, census, rosa, shouty, odd]);
    expect(content.rails[1].source).toBe('articles');
    expect(content.rails.at(-1)).toMatchObject({ name: 'Primary Sources', href: '/search?q=Primary%20Sources' });
  });

  it('cards carry the data a card shows, linking to the article at /articles/{slug}', () => {
    const content = selectHomeContent([rosa]);
    expect(content.featured).toEqual({
      kicker: 'People',
      title: 'Title of rosa-parks',
      dek: 'Dek of rosa-parks.',
      href: '/articles/rosa-parks',
      tags: ['constitution', 'founding fathers', '18th century'],
      tagHref: tagSearchHref,
      imageSrc: '/storage/v1/object/public/heroes/rosa-parks.svg',
    });
  });
});
