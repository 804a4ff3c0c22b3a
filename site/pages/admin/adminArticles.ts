/**
 * The admin list's request and rows (product §§2, 3, 5, 7): the list's query
 * in the page's address, the API URL for it, the categories the select offers, and the table rows with
 * hero thumbnails from public storage.
 */
import type { AdminArticleRow, AdminFilterValues, DataTableSort } from '../../../src';
import { API_BASE, EMPTY_META } from '../../data/api';
import { ADMIN_PAGE_SIZE } from '../../data/constants';
import { ADMIN_SORT_COLUMNS, type AdminListItem, type AdminListResponse, type ListMeta } from '../../../common/api';

/** What the list shows: its filters, its page and the table's sort (null for newest first). */
export interface AdminListQuery {
  filters: AdminFilterValues;
  page: number;
  sort: DataTableSort | null;
}

/**
 * The query's parameters: text trimmed and dropped when blank, category
 * 'all' omitted (product §5), the page at least 1, and a sort the table asks
 * for as `sort` (the column) and `order`; without one the server lists
 * newest first. `perPage` goes after the page when given.
 */
function listParams({ filters, page, sort }: AdminListQuery, perPage?: number): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1));
  if (perPage) params.set('per_page', String(perPage));
  const q = filters.q.trim();
  const category = filters.category.trim();
  const tag = filters.tag.trim();
  if (q) params.set('q', q);
  if (category && category.toLowerCase() !== 'all') params.set('category', category);
  if (tag) params.set('tag', tag);
  const column = ADMIN_SORT_COLUMNS.find((name) => name === sort?.column);
  if (column && sort) {
    params.set('sort', column);
    params.set('order', sort.direction === 'ascending' ? 'asc' : 'desc');
  }
  return params;
}

/** GET /api/admin/articles for a page of filters, always 20 to a page. */
export function adminArticlesUrl(filters: AdminFilterValues, page: number, sort: DataTableSort | null = null): string {
  return `${API_BASE}/admin/articles?${listParams({ filters, page, sort }, ADMIN_PAGE_SIZE).toString()}`;
}

/**
 * The list's query in the page's own address (`?q=&category=&tag=&page=&sort=&order=`, page 1 left out), so
 * that a reload, a bookmark, Back and Forward show the same list.
 */
export function adminListSearch(query: AdminListQuery): string {
  const params = listParams(query);
  if (params.get('page') === '1') params.delete('page');
  return params.toString();
}

/** The query an address holds; anything missing or unknown reads as no filter, page 1 and newest first. */
export function adminListQuery(search: URLSearchParams): AdminListQuery {
  const page = Number(search.get('page'));
  const column = ADMIN_SORT_COLUMNS.find((name) => name === search.get('sort'));
  return {
    filters: { q: search.get('q') ?? '', category: search.get('category') || 'all', tag: search.get('tag') ?? '' },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: column ? { column, direction: search.get('order') === 'desc' ? 'descending' : 'ascending' } : null,
  };
}

/** The category slugs seen on the current page, once each, alphabetically. */
export function categoriesOnPage(items: readonly AdminListItem[]): string[] {
  const slugs = new Set<string>();
  for (const item of items) if (item.category_slug) slugs.add(item.category_slug);
  return [...slugs].sort();
}

/** The public URL of a stored file: `${supabaseUrl}/storage/v1/object/public/${bucket/path}`, each segment encoded once. */
export function heroImageUrl(supabaseUrl: string, heroMediaPath: string | null | undefined): string | null {
  const path = heroMediaPath?.trim().replace(/^\/+/, '');
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const encoded = path
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${encoded}`;
}

/** One API item as the table shows it. */
export function adminTableRow(item: AdminListItem, supabaseUrl: string): AdminArticleRow {
  return {
    id: String(item.id),
    title: item.title,
    slug: item.slug || null,
    categoryName: item.category_name,
    categorySlug: item.category_slug,
    publishedAt: item.published_at,
    tagNames: Array.isArray(item.tag_names) ? item.tag_names : [],
    heroSrc: heroImageUrl(supabaseUrl, item.hero_media_path),
    heroAlt: item.hero_media_alt,
  };
}

/** The answer with its gaps filled: a list (never anything else) and meta defaults. */
export function normaliseAdminList(body: Partial<AdminListResponse> | null | undefined, page: number): { data: AdminListItem[]; meta: ListMeta } {
  const data = Array.isArray(body?.data) ? body.data : [];
  return { data, meta: { ...EMPTY_META, page, per_page: ADMIN_PAGE_SIZE, ...body?.meta } };
}
