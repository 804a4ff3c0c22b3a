/**
 * The API contract (common/api.ts) is checked on both sides by the compiler:
 * the server's mappers are declared to return its types and the site's data
 * layer reads them. Type tests: vitest's typecheck mode (the `types`
 * project) checks them with tsc and counts each, and `npm run typecheck`
 * reads them too; nothing here runs. Each `@ts-expect-error` line fails the
 * check if the wrong shape it holds were ever accepted.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { adminListItem, findArticle, findCorrections, listItem } from '../../server/api/articles';
import type { SearchResult } from '../../server/api/search';
import type { AdminListItem, Article, ArticleListItem, CorrectionLogEntry, SearchResponse, SearchResultItem } from '../../common/api';
import { searchArticles, type Outcome } from '../../site/data/api';

const listed: ArticleListItem = {
  id: '1',
  slug: 'the-census',
  title: 'The Census',
  dek: 'Every ten years.',
  kicker: 'Civic Life',
  category: 'Civic Life',
  category_slug: 'civic-life',
  topic: 'elections',
  tags: ['census'],
  hero_media_url: null,
  hero_media_alt: '',
  published_at: '2024-01-01T00:00:00.000Z',
  read_time_minutes: 4,
};

describe('the API contract', () => {
  it("the server's mappers return the contract's types", () => {
    expectTypeOf(listItem).returns.toEqualTypeOf<ArticleListItem>();
    expectTypeOf(adminListItem).returns.toEqualTypeOf<AdminListItem>();
    expectTypeOf(findArticle).returns.resolves.toEqualTypeOf<Article | null>();
    expectTypeOf(findCorrections).returns.resolves.toEqualTypeOf<CorrectionLogEntry[]>();
    expectTypeOf<SearchResult>().toExtend<SearchResultItem>();
  });

  it("the site's data layer reads the same types", () => {
    expectTypeOf(searchArticles).returns.resolves.toEqualTypeOf<Outcome<SearchResponse>>();
  });

  it('a mapper that returns a wrong shape fails the typecheck', () => {
    // The disagreement the contract ended: a list item's date may not be null.
    // @ts-expect-error published_at is a string on every listed (published) article
    const nullDate = (): ArticleListItem => ({ ...listed, published_at: null });
    // @ts-expect-error a field the site reads may not be left out
    const missingSlug = (): ArticleListItem => ({ ...listed, slug: undefined });
    // @ts-expect-error ids travel as text
    const numericId = (): ArticleListItem => ({ ...listed, id: 1 });
    // @ts-expect-error a search hit needs its title
    const untitled: SearchResult = { id: 'x', type: 'Article', kicker: 'k', snippet: 's', slug: null, canonical_url: '/', published_at: null };
    expectTypeOf(nullDate).returns.toEqualTypeOf<ArticleListItem>();
    expectTypeOf(missingSlug).returns.toEqualTypeOf<ArticleListItem>();
    expectTypeOf(numericId).returns.toEqualTypeOf<ArticleListItem>();
    expectTypeOf(untitled).toEqualTypeOf<SearchResult>();
  });
});
