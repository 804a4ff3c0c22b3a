import { describe, expect, it } from 'vitest';
import {
  adminArticlesUrl,
  adminListQuery,
  adminListSearch,
  adminTableRow,
  categoriesOnPage,
  heroImageUrl,
  normaliseAdminList,
} from '../../../site/pages/admin/adminArticles';
import type { AdminListItem } from '../../../common/api';

const NO_FILTERS = { q: '', category: 'all', tag: '' };

const item = (overrides: Partial<AdminListItem> = {}): AdminListItem => ({
  id: 'a1',
  title: 'The Constitution',
  slug: 'constitution',
  category_name: 'Foundations',
  category_slug: 'foundations',
  published_at: '2025-09-17T00:00:00.000Z',
  tag_names: ['constitution', 'founding documents'],
  hero_media_path: 'heroes/constitution.svg',
  hero_media_alt: 'The first page of the Constitution',
  ...overrides,
});

describe('admin list request (product §§5, 7, 9)', () => {
  it('asks for the page, 20 to a page', () => {
    expect(adminArticlesUrl(NO_FILTERS, 1)).toBe('/api/admin/articles?page=1&per_page=20');
    expect(adminArticlesUrl(NO_FILTERS, 3)).toBe('/api/admin/articles?page=3&per_page=20');
  });

  it("category 'all' is omitted from the request", () => {
    expect(adminArticlesUrl({ q: '', category: 'all', tag: '' }, 1)).not.toContain('category');
    expect(adminArticlesUrl({ q: '', category: 'people', tag: '' }, 1)).toBe('/api/admin/articles?page=1&per_page=20&category=people');
  });

  it('sends trimmed search text and tag, and drops blank ones', () => {
    expect(adminArticlesUrl({ q: '  bill of rights ', category: 'all', tag: ' nasa ' }, 1)).toBe(
      '/api/admin/articles?page=1&per_page=20&q=bill+of+rights&tag=nasa',
    );
    expect(adminArticlesUrl({ q: '   ', category: 'all', tag: '' }, 1)).toBe('/api/admin/articles?page=1&per_page=20');
  });

  it('a sort the table asks for goes as sort and order; an unknown column is left out', () => {
    expect(adminArticlesUrl(NO_FILTERS, 1, { column: 'title', direction: 'ascending' })).toBe('/api/admin/articles?page=1&per_page=20&sort=title&order=asc');
    expect(adminArticlesUrl(NO_FILTERS, 2, { column: 'published', direction: 'descending' })).toBe('/api/admin/articles?page=2&per_page=20&sort=published&order=desc');
    expect(adminArticlesUrl(NO_FILTERS, 1, { column: 'hero', direction: 'ascending' })).toBe('/api/admin/articles?page=1&per_page=20');
    expect(adminArticlesUrl(NO_FILTERS, 1, null)).toBe('/api/admin/articles?page=1&per_page=20');
  });

  it('a page below 1 or not a number asks for page 1', () => {
    expect(adminArticlesUrl(NO_FILTERS, 0)).toContain('page=1&');
    expect(adminArticlesUrl(NO_FILTERS, Number.NaN)).toContain('page=1&');
  });
});

describe('category select: the slugs seen on the current page', () => {
  it('each once, alphabetically, without blanks', () => {
    const items = [item({ category_slug: 'people' }), item({ category_slug: 'foundations' }), item({ category_slug: 'people' }), item({ category_slug: null })];
    expect(categoriesOnPage(items)).toEqual(['foundations', 'people']);
    expect(categoriesOnPage([])).toEqual([]);
  });
});

describe('hero images come from a public storage path built from hero_media_path (product §3)', () => {
  it('is ${supabaseUrl}/storage/v1/object/public/${hero_media_path}', () => {
    expect(heroImageUrl('http://localhost:3000', 'heroes/constitution.svg')).toBe('http://localhost:3000/storage/v1/object/public/heroes/constitution.svg');
    expect(heroImageUrl('https://abc.supabase.co/', '/heroes/a.svg')).toBe('https://abc.supabase.co/storage/v1/object/public/heroes/a.svg');
  });

  it('encodes each path segment, once', () => {
    expect(heroImageUrl('http://x', 'heroes/a b#1.svg')).toBe('http://x/storage/v1/object/public/heroes/a%20b%231.svg');
  });

  it('no path means no image; a full URL is used as is', () => {
    expect(heroImageUrl('http://x', null)).toBeNull();
    expect(heroImageUrl('http://x', '  ')).toBeNull();
    expect(heroImageUrl('http://x', 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
  });
});

describe('table rows', () => {
  it('carry what the table shows', () => {
    expect(adminTableRow(item(), 'http://localhost:3000')).toEqual({
      id: 'a1',
      title: 'The Constitution',
      slug: 'constitution',
      categoryName: 'Foundations',
      categorySlug: 'foundations',
      publishedAt: '2025-09-17T00:00:00.000Z',
      tagNames: ['constitution', 'founding documents'],
      heroSrc: 'http://localhost:3000/storage/v1/object/public/heroes/constitution.svg',
      heroAlt: 'The first page of the Constitution',
    });
  });

  it('an empty slug has no public page (View becomes a dash); ids become text', () => {
    const row = adminTableRow(item({ id: 7, slug: '' }), 'http://x');
    expect(row.slug).toBeNull();
    expect(row.id).toBe('7');
  });

  it('a response without a list or meta reads as an empty first page of 20', () => {
    expect(normaliseAdminList({ data: 'oops' as unknown as AdminListItem[] }, 2)).toEqual({ data: [], meta: { total: 0, page: 2, per_page: 20 } });
    expect(normaliseAdminList({ data: [item()], meta: { total: 41, page: 3, per_page: 20 } }, 3).meta).toEqual({ total: 41, page: 3, per_page: 20 });
  });
});

describe("the list's query in the page's address (product §2, admin articles)", () => {
  const address = (search: string) => adminListQuery(new URLSearchParams(search));

  it('an address without a query is the first page of everything, newest first', () => {
    expect(address('')).toEqual({ filters: NO_FILTERS, page: 1, sort: null });
    expect(adminListSearch(address(''))).toBe('');
  });

  it('holds the filters, the page and the sort, and gives them back as it read them', () => {
    const search = 'page=3&q=lincoln&category=people&tag=civil+war&sort=title&order=desc';
    const query = address(search);
    expect(query).toEqual({ filters: { q: 'lincoln', category: 'people', tag: 'civil war' }, page: 3, sort: { column: 'title', direction: 'descending' } });
    expect(adminListSearch(query)).toBe(search);
    // The API is asked for the same list, 20 to a page.
    expect(adminArticlesUrl(query.filters, query.page, query.sort)).toBe(`/api/admin/articles?page=3&per_page=20&q=lincoln&category=people&tag=civil+war&sort=title&order=desc`);
  });

  it("leaves out page 1, blank text, category 'all' and no sort; trims text", () => {
    expect(adminListSearch({ filters: { q: '  lincoln ', category: 'all', tag: ' ' }, page: 1, sort: null })).toBe('q=lincoln');
  });

  it('reads a page that is not a whole number of at least 1 as page 1, and an unknown sort as none', () => {
    for (const page of ['0', '-2', '1.5', 'two', '']) expect(address(`page=${page}`).page).toBe(1);
    expect(address('sort=hero&order=asc').sort).toBeNull();
    expect(address('sort=published').sort).toEqual({ column: 'published', direction: 'ascending' });
  });
});
