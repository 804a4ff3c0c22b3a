/** The search page's URL rules (product §2, Search; §5, blank terms). */
import { describe, expect, it } from 'vitest';
import { searchUrl } from '../../../site/data/api';
import { searchHead, searchPageData, searchRequest } from '../../../site/pages/SearchPage';

const params = (query: string) => new URLSearchParams(query);

describe('searchRequest: what a /search URL asks for', () => {
  it('reads ?q=, trimmed', () => {
    expect(searchRequest(params('q=%20civil%20war%20'))).toEqual({ term: 'civil war', tag: null });
  });

  it('reads ?tag= (tag chips link to /search?tag={tag}) as a search for the tag text, remembering the tag', () => {
    expect(searchRequest(params('tag=voting%20rights'))).toEqual({ term: 'voting rights', tag: 'voting rights' });
  });

  it('lets ?q= win over ?tag=', () => {
    expect(searchRequest(params('tag=elections&q=census'))).toEqual({ term: 'census', tag: null });
  });

  it('treats blank or whitespace-only values as no search (product §5)', () => {
    expect(searchRequest(params(''))).toEqual({ term: '', tag: null });
    expect(searchRequest(params('q=%20%20'))).toEqual({ term: '', tag: null });
    expect(searchRequest(params('q=&tag=%20'))).toEqual({ term: '', tag: null });
    expect(searchRequest(params('q=%20&tag=elections'))).toEqual({ term: 'elections', tag: 'elections' });
  });
});

describe('searchPageData: what the server embeds', () => {
  it('is the same URL the search hook looks up, for ?q= and ?tag=', () => {
    expect(searchPageData(params('q=Founding%20Fathers'))).toEqual([searchUrl('Founding Fathers')]);
    expect(searchPageData(params('tag=civil%20rights'))).toEqual(['/api/search?q=civil%20rights']);
  });

  it('is nothing for a blank term, so the server makes no search request', () => {
    expect(searchPageData(params('q=%20'))).toEqual([]);
  });
});

describe('searchHead', () => {
  it('names the term in the title and keeps one canonical /search', () => {
    expect(searchHead({ term: '', tag: null })).toMatchObject({ title: 'Search the Archive', path: '/search' });
    expect(searchHead({ term: 'census', tag: null })).toMatchObject({ title: 'Search results for “census”', path: '/search' });
  });
});
