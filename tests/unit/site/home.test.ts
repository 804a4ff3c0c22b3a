import { describe, expect, it } from 'vitest';
import type { ArticleListItem } from '../../../common/api';
import { cardKey, HOME_RAIL_SIZE, railName, selectArchive, selectHomeContent, type HomeContent } from '../../../site/content/home';
import { STATIC_SAMPLES } from '../../../site/content/staticSamples';
import { tagSearchHref } from '../../../site/navigation';

let nextId = 1;
function item(slug: string, kicker: string, category: string, category_slug: string): ArticleListItem {
  return {
    id: String(nextId++),
    slug,
    title: `Title of ${slug}`,
    dek: `Dek of ${slug}.`,
    kicker,
    category,
    category_slug,
    tags: ['constitution', 'founding fathers', '18th century'],
    hero_media_url: `/storage/v1/object/public/heroes/${slug}.svg`,
    hero_media_alt: '',
    topic: '',
    published_at: '2024-01-01T00:00:00.000Z',
    read_time_minutes: 5,
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
    expect(content.rails.every((rail) => rail.source === 'samples' && rail.cards.length === HOME_RAIL_SIZE)).toBe(true);
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

  it('the rest are grouped by kicker into the standard rails, in the product order, keeping the list order, topped up with samples', () => {
    const content = selectHomeContent([monroe, census, rosa, speech, constitution, alamo, federalism]);
    expect(content.featured?.title).toBe('Title of monroe-doctrine');
    expect(content.rails.map((rail) => [rail.name, rail.href, rail.source])).toEqual([
      ['Foundations', '/foundations', 'articles'],
      ['Civic Life', '/civic-life', 'samples'],
      ['People', '/people', 'samples'],
      ['Landmarks', '/landmarks', 'articles'],
      ['Media', '/media', 'articles'],
    ]);
    // Two Foundations articles, then the first sample not already on the page (the Constitution is).
    expect(content.rails[0].cards.map((card) => card.href)).toEqual([
      '/articles/constitution',
      '/articles/federalism',
      '/articles/declaration-of-independence',
    ]);
  });

  it('a group outside the five standard categories becomes a rail of its own after them, linking to its category', () => {
    const content = selectHomeContent([constitution, census, rosa, monroe, speech]);
    expect(content.rails.map((rail) => rail.name)).toEqual([...STANDARD, 'Features']);
    expect(content.rails[5]).toMatchObject({ href: '/features', source: 'articles' });
    // Product §4: the lone Features article gets partners from the other features, so it is not alone in its row.
    expect(content.rails[5].cards.map((card) => card.href)).toEqual(['/articles/monroe-doctrine', '/articles/homestead-act', '/articles/brown-v-board']);
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
    const odd2 = item('douglass-speech', 'Primary Sources', 'Special', 'special');
    const shouty = item('voting', 'CIVIC LIFE', 'Civic Life', 'civic-life');
    const content = selectHomeContent([constitution, census, rosa, shouty, odd, odd2]);
    expect(content.rails[1].source).toBe('articles');
    expect(content.rails.at(-1)).toMatchObject({ name: 'Primary Sources', href: '/search?q=Primary%20Sources' });
    expect(content.rails.at(-1)?.cards).toHaveLength(2);
  });

  it('a group with one article and nothing to partner it gets no rail, rather than a card alone in its row', () => {
    const odd = item('lincoln-speech', 'Primary Sources', 'Special', 'special');
    const content = selectHomeContent([constitution, census, rosa, odd]);
    expect(content.rails.map((rail) => rail.name)).toEqual(STANDARD);
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

function allCards(content: HomeContent) {
  return [...(content.featured ? [content.featured] : []), ...content.secondary, ...content.rails.flatMap((rail) => rail.cards), ...content.archive];
}

describe('home content selection: no article twice, full rows (product §4)', () => {
  const pillarItems = [
    item('declaration-of-independence', 'Foundations', 'Foundations', 'foundations'),
    item('voting-rights', 'Civic Life', 'Civic Life', 'civic-life'),
    item('george-washington', 'People', 'People', 'people'),
    item('homestead-act', 'Features', 'Features', 'features'),
    item('brown-v-board', 'Features', 'Features', 'features'),
    item('electoral-college-analysis', 'Features', 'Features', 'features'),
    item('civil-rights-timeline', 'Features', 'Features', 'features'),
    constitution,
    census,
    rosa,
    alamo,
    speech,
    monroe,
    federalism,
  ];

  it('never shows the same article twice, for any prefix of the list', () => {
    for (let count = 0; count <= pillarItems.length; count += 1) {
      const cards = allCards(selectHomeContent(pillarItems.slice(0, count)));
      const keys = cards.map(cardKey);
      expect(new Set(keys).size, `with ${count} articles: ${keys.join(', ')}`).toBe(keys.length);
      const titles = cards.map((card) => card.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('a sample that is also the featured or a secondary article is not repeated in its rail', () => {
    const content = selectHomeContent([item('george-washington', 'People', 'People', 'people'), census, rosa]);
    const people = content.rails.find((rail) => rail.name === 'People');
    expect(people?.cards.map((card) => card.href)).toEqual(['/articles/james-madison', '/articles/martin-luther-king-jr', '/articles/eleanor-roosevelt']);
  });

  it('every rail has a full row of cards, and From the Archive three', () => {
    for (let count = 0; count <= pillarItems.length; count += 1) {
      const content = selectHomeContent(pillarItems.slice(0, count));
      for (const rail of content.rails) expect(rail.cards, `${rail.name} with ${count} articles`).toHaveLength(HOME_RAIL_SIZE);
      expect(content.archive).toHaveLength(3);
    }
  });

  it('a Features rail cut to a row leaves its fourth article out, and From the Archive may show it', () => {
    const features = ['civil-rights-timeline', 'electoral-college-analysis', 'brown-v-board', 'monroe-doctrine'].map((slug) =>
      item(slug, 'Features', 'Features', 'features'),
    );
    const content = selectHomeContent([constitution, census, rosa, ...features]);
    const rail = content.rails.find((candidate) => candidate.name === 'Features');
    expect(rail?.cards.map(cardKey)).toEqual(['civil-rights-timeline', 'electoral-college-analysis', 'brown-v-board']);
    // Brown v. Board is in the rail, so From the Archive takes Monroe, Homestead and then the oldest unshown sample
    // (the Foundations rail already shows the first three Foundations samples).
    expect(content.archive.map(cardKey)).toEqual(['monroe-doctrine', 'homestead-act', 'fourteenth-amendment']);
  });

  it('From the Archive: its three fixed features when none is elsewhere on the page, else the next unshown pieces', () => {
    expect(selectArchive().map((card) => card.href)).toEqual(['/articles/monroe-doctrine', '/articles/homestead-act', '/articles/brown-v-board']);
    expect(selectArchive(new Set(['monroe-doctrine'])).map(cardKey)).toEqual(['homestead-act', 'brown-v-board', 'electoral-college-analysis']);
  });

  it('the same article at its canonical and its alias address is one article', () => {
    expect(cardKey({ href: '/articles/monroe-doctrine' })).toBe(cardKey({ href: '/features/monroe-doctrine' }));
    expect(cardKey({ href: '/people/rosa-parks/' })).toBe('rosa-parks');
    expect(cardKey({ href: '/articles/o%27connor?x=1' })).toBe("o'connor");
  });

  it('sample and feature cards carry their seed article\'s illustration, not the placeholder', () => {
    const content = selectHomeContent([]);
    for (const card of [...content.rails.flatMap((rail) => rail.cards), ...content.archive]) {
      expect(card.imageSrc).toBe(`/storage/v1/object/public/heroes/${cardKey(card)}.svg`);
    }
  });
});
