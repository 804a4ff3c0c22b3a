/** The search page's URL rules (product §2, Search; §5, blank terms and page cleaning). */
import { describe, expect, it } from 'vitest';
import { articlesUrl, searchUrl } from '../../../site/data/api';
import { searchPageHref } from '../../../site/content/searchPageHref';
import { searchHead, searchPageData, searchRequest } from '../../../site/pages/searchRequest';

const params = (query: string) => new URLSearchParams(query);

describe('searchRequest: what a /search URL asks for', () => {
  it('reads ?q=, trimmed, and ?page=', () => {
    expect(searchRequest(params('q=%20civil%20war%20'))).toEqual({ term: 'civil war', tag: null, page: 1, typed: false, filters: {} });
    expect(searchRequest(params('q=county&page=3'))).toEqual({ term: 'county', tag: null, page: 3, typed: false, filters: {} });
    // typed=1: the term as typed, never corrected ("Search instead for"); any other value is no such request.
    expect(searchRequest(params('q=consitution&typed=1'))).toEqual({ term: 'consitution', tag: null, page: 1, typed: true, filters: {} });
    expect(searchRequest(params('q=consitution&typed=yes'))).toEqual({ term: 'consitution', tag: null, page: 1, typed: false, filters: {} });
    // pillar=, kind=, era=: the facets the results are narrowed to, lower case; blank ones are none.
    expect(searchRequest(params('q=jefferson&kind=County&era=revolution&pillar=%20'))).toEqual({ term: 'jefferson', tag: null, page: 1, typed: false, filters: { kind: 'county', era: 'revolution' } });
  });

  it('reads ?tag= (tag chips link to /search?tag={tag}) as the tag whose articles are listed, not as a search term', () => {
    expect(searchRequest(params('tag=voting%20rights'))).toEqual({ term: '', tag: 'voting rights', page: 1, typed: false });
    expect(searchRequest(params('tag=voting%20rights&page=2'))).toEqual({ term: '', tag: 'voting rights', page: 2, typed: false });
  });

  it('lets ?q= win over ?tag=', () => {
    expect(searchRequest(params('tag=elections&q=census'))).toEqual({ term: 'census', tag: null, page: 1, typed: false, filters: {} });
  });

  it('treats blank or whitespace-only values as no search (product §5)', () => {
    expect(searchRequest(params(''))).toEqual({ term: '', tag: null, page: 1, typed: false });
    expect(searchRequest(params('q=%20%20'))).toEqual({ term: '', tag: null, page: 1, typed: false });
    expect(searchRequest(params('q=&tag=%20'))).toEqual({ term: '', tag: null, page: 1, typed: false });
    expect(searchRequest(params('q=%20&tag=elections'))).toEqual({ term: '', tag: 'elections', page: 1, typed: false });
  });

  it('cleans the page as the list query does: a number of at least 1, else 1 (product §5)', () => {
    for (const page of ['0', '-1', 'two', '', 'NaN']) expect(searchRequest(params(`q=a&page=${page}`)).page, page).toBe(1);
    expect(searchRequest(params('q=a&page=2.7')).page).toBe(2);
  });
});

describe('searchPageData: what the server embeds', () => {
  it('is the same URL the search hook looks up, with the page', () => {
    expect(searchPageData(params('q=Founding%20Fathers'))).toEqual([searchUrl('Founding Fathers')]);
    expect(searchPageData(params('q=county&page=2'))).toEqual(['/api/search?q=county&page=2']);
  });

  it('is the article list filtered by the tag for ?tag=, 20 a page', () => {
    expect(searchPageData(params('tag=civil%20rights'))).toEqual([articlesUrl({ tag: 'civil rights', page: 1, per_page: 20 })]);
    expect(searchPageData(params('tag=civil%20rights&page=2'))[0]).toMatch(/^\/api\/articles\?.*tag=civil(\+|%20)rights/);
    expect(searchPageData(params('tag=civil%20rights&page=2'))[0]).toContain('page=2');
  });

  it('is nothing for a blank term, so the server makes no search request', () => {
    expect(searchPageData(params('q=%20'))).toEqual([]);
  });
});

describe('searchPageHref: the Previous and Next links', () => {
  it('leaves page 1 out and names any other page', () => {
    expect(searchPageHref({ term: 'county', tag: null }, 1)).toBe('/search?q=county');
    expect(searchPageHref({ term: 'county', tag: null }, 2)).toBe('/search?q=county&page=2');
    expect(searchPageHref({ term: 'civil war', tag: null }, 3)).toBe('/search?q=civil%20war&page=3');
    expect(searchPageHref({ term: '', tag: 'civil rights' }, 2)).toBe('/search?tag=civil%20rights&page=2');
  });
});

describe('searchHead', () => {
  it('names the term or the tag, and the page after the first, and keeps one canonical /search', () => {
    expect(searchHead({ term: '', tag: null, page: 1 })).toMatchObject({ title: 'Search the Archive', path: '/search' });
    expect(searchHead({ term: 'census', tag: null, page: 1 })).toMatchObject({ title: 'Search results for “census”', path: '/search' });
    expect(searchHead({ term: 'census', tag: null, page: 2 })).toMatchObject({ title: 'Search results for “census”, page 2', path: '/search' });
    expect(searchHead({ term: '', tag: 'civil rights', page: 1 })).toMatchObject({ title: 'Articles tagged “civil rights”', path: '/search' });
  });
});
