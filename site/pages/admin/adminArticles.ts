/**
 * The admin list's request and rows (product §§2, 3, 5, 7): the URL for a
 * page of filters, the categories the select offers, and the table rows with
 * hero thumbnails from public storage.
 */
import type { AdminArticleRow, AdminFilterValues, DataTableSort } from '../../../src';
import { API_BASE, EMPTY_META } from '../../data/api';
import { ADMIN_PAGE_SIZE } from '../../data/constants';
import { ADMIN_SORT_COLUMNS, type AdminListItem, type AdminListResponse, type ListMeta } from '../../../common/api';

export const NO_FILTERS: AdminFilterValues = { q: '', category: 'all', tag: '' };

/**
 * GET /api/admin/articles for a page of filters: text is trimmed and dropped
 * when blank, category 'all' is omitted (product §5), the page is at
 * least 1, and the page size is always 20. A sort the table asks for goes as
 * `sort` (the column) and `order`; without one the server lists newest first.
 */
export function adminArticlesUrl(filters: AdminFilterValues, page: number, sort: DataTableSort | null = null): string {
  const params = new URLSearchParams();
  params.set('page', String(Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1));
  params.set('per_page', String(ADMIN_PAGE_SIZE));
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
  return `${API_BASE}/admin/articles?${params.toString()}`;
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
