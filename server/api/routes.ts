/**
 * /api: the content calls of docs/product.md §7 (`/api/articles` is the
 * product's `/articles`), plus authors, state archives and the admin list.
 * Errors are short plain text, read by the client as "HTTP {status}: {body}".
 */
import { Hono } from 'hono';
import type {
  AdminListResponse,
  ArticleListResponse,
  AuthorResponse,
  CorrectionsResponse,
  RelatedResponse,
  TagCount,
  TagsResponse,
} from '../../shared/api.ts';
import { bearer } from '../auth/http.ts';
import { AuthError, type AuthService } from '../auth/service.ts';
import type { Config } from '../config.ts';
import { asCaller, type Database } from '../db/database.ts';
import { cleanPage, cleanPerPage, cleanText, firstParam, isSlug } from '../http/input.ts';
import { GateBusy } from '../http/concurrency.ts';
import { NO_STORE, textError } from '../http/responses.ts';
import type { Logger } from '../log.ts';
import { adminListItem, findArticle, findArticles, findCorrections, findRelated, LIST_COLUMNS, listItem, type ArticleFilters } from './articles.ts';
import { rssFeed, sitemap } from './feeds.ts';
import { REFUSAL_PAUSE_MS, SEARCH_PAGE_SIZE, SearchService } from './search.ts';

export const ADMIN_PAGE_SIZE = 20;
export const SIGN_IN_REQUIRED = 'Sign in to view this page.';
export const NOT_ADMIN = 'Your account does not have admin privileges.';
export const SEARCH_BUSY = 'Search is busy right now. Please try again in a moment.';

/** The product's list query cleaning (§5): only category, page, per_page, tag, topic and q count. */
export function cleanArticleQuery(url: URL) {
  const category = cleanText(firstParam(url, 'category'), 100);
  const tag = cleanText(firstParam(url, 'tag'), 100);
  const topic = cleanText(firstParam(url, 'topic'), 100);
  const q = cleanText(firstParam(url, 'q'));
  return {
    page: cleanPage(firstParam(url, 'page')),
    perPage: cleanPerPage(firstParam(url, 'per_page')),
    // Category slugs are lower case; "Foundations" and "ALL" mean what they say.
    category: category && category.toLowerCase() !== 'all' ? category.toLowerCase() : undefined,
    tag: tag || undefined,
    // Topics are lower case, like category slugs; an unknown one simply matches nothing.
    topic: topic ? topic.toLowerCase() : undefined,
    q: q || undefined,
  };
}

export function apiRoutes({ db, config, auth, log }: { db: Database; config: Config; auth: AuthService; log?: Logger }): Hono {
  const app = new Hono();

  app.get('/articles', async (c) => {
    const query = cleanArticleQuery(new URL(c.req.url));
    const filters: ArticleFilters = { category: query.category, tag: query.tag, topic: query.topic, q: query.q };
    const { total, rows } = await asCaller(db, null, (tx) => findArticles(tx, filters, query.page, query.perPage));
    return c.json({ data: rows.map(listItem), meta: { total, page: query.page, per_page: query.perPage } } satisfies ArticleListResponse);
  });

  app.get('/article/:slug', async (c) => {
    const slug = c.req.param('slug');
    const article = isSlug(slug) ? await findArticle(db, slug) : null;
    if (!article) return textError(c, 404, 'Article not found');
    return c.json(article);
  });

  app.get('/article/:slug/related', async (c) => {
    const slug = c.req.param('slug');
    const rows = isSlug(slug) ? await asCaller(db, null, (tx) => findRelated(tx, slug)) : null;
    if (!rows) return textError(c, 404, 'Article not found');
    return c.json({ data: rows.map(listItem) } satisfies RelatedResponse);
  });

  app.get('/corrections', async (c) => {
    const entries = await asCaller(db, null, (tx) => findCorrections(tx));
    return c.json({ data: entries } satisfies CorrectionsResponse);
  });

  app.get('/categories', async (c) => {
    const rows = await asCaller(db, null, (tx) =>
      tx.query(
        `select c.slug, c.name, c.description,
           (select count(*)::int from public.articles a where a.category_slug = c.slug and a.status = 'published') as article_count
         from public.categories c order by c.position, c.slug`,
      ),
    );
    return c.json({ data: rows });
  });

  app.get('/tags', async (c) => {
    const rows = await asCaller(db, null, (tx) =>
      tx.query<TagCount>(
        `select t.name, t.slug, count(a.id)::int as count
         from public.tags t
         join public.article_tags at on at.tag_id = t.id
         join public.articles a on a.id = at.article_id and a.status = 'published'
         group by t.id order by count desc, t.name`,
      ),
    );
    return c.json({ data: rows } satisfies TagsResponse);
  });

  const searches = new SearchService(db, {
    index: config.searchIndex,
    onIndexError: (error) => log?.error('Search index: could not bring it up to date; searching in the database instead.', error),
  });
  app.get('/search', async (c) => {
    const url = new URL(c.req.url);
    const q = cleanText(firstParam(url, 'q'));
    // Page and page size are cleaned as the article list's are (product §5): a bad value falls back, never an error.
    const page = { page: cleanPage(firstParam(url, 'page')), perPage: cleanPerPage(firstParam(url, 'per_page'), SEARCH_PAGE_SIZE) };
    try {
      const { body, cache, source } = await searches.answer(q, page);
      return c.body(body, 200, { 'Content-Type': 'application/json', 'X-Cache': cache, ...(source ? { 'X-Search-Source': source } : {}) });
    } catch (error) {
      if (!(error instanceof GateBusy)) throw error;
      if (error.reason === 'full') await new Promise((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));
      // Plain text like every /api error, so the search page shows "HTTP 503: ..." with its Retry button.
      return c.text(SEARCH_BUSY, 503, { 'Retry-After': '1', 'Cache-Control': NO_STORE });
    }
  });

  app.get('/feed-articles', async (c) => {
    const xml = await rssFeed(db, config.siteUrl, {
      category: null,
      title: 'Parchment: new articles',
      description: 'New articles on American history, government and civic life from Parchment.',
      selfPath: '/api/feed-articles',
    });
    return c.body(xml, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
  });

  app.get('/feed-landmarks', async (c) => {
    const xml = await rssFeed(db, config.siteUrl, {
      category: 'landmarks',
      title: 'Parchment: Landmarks',
      description: 'Monuments, historic sites and battlefields where American history happened.',
      selfPath: '/api/feed-landmarks',
    });
    return c.body(xml, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
  });

  app.get('/sitemap', async (c) => {
    return c.body(await sitemap(db, config.siteUrl), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });

  app.get('/authors/:id', async (c) => {
    const id = c.req.param('id');
    if (!isSlug(id)) return textError(c, 404, 'Author not found');
    const result = await asCaller(db, null, async (tx): Promise<AuthorResponse | null> => {
      const [author] = await tx.query<{ id: string; name: string; role: string; bio: string }>(
        'select id, name, role, bio from public.authors where id = $1::text',
        [id],
      );
      if (!author) return null;
      // Articles the author wrote or reviewed, newest first (an editorial role may only review).
      const params = [id];
      const rows = await tx.query<Parameters<typeof listItem>[0]>(
        `select ${LIST_COLUMNS}
         from public.articles a join public.categories c on c.slug = a.category_slug
         where a.status = 'published' and (a.author_id = $1::text or a.reviewer_id = $1::text)
         order by a.published_at desc, a.slug`,
        params,
      );
      return { ...author, articles: rows.map(listItem) };
    });
    if (!result) return textError(c, 404, 'Author not found');
    return c.json(result);
  });

  app.get('/states/:slug', async (c) => {
    const slug = c.req.param('slug');
    const [row] = isSlug(slug)
      ? await asCaller(db, null, (tx) =>
          tx.query<{ content: unknown }>('select content from public.state_archives where slug = $1::text', [slug]),
        )
      : [];
    if (!row) return textError(c, 404, 'State archive not found');
    return c.json(row.content);
  });

  app.get('/admin/articles', async (c) => {
    c.header('Cache-Control', NO_STORE);
    let claims: Record<string, unknown>;
    try {
      ({ claims } = await auth.authenticate(bearer(c)));
    } catch (error) {
      if (error instanceof AuthError) return textError(c, 401, SIGN_IN_REQUIRED);
      throw error;
    }
    const url = new URL(c.req.url);
    const page = cleanPage(firstParam(url, 'page'));
    const category = cleanText(firstParam(url, 'category'), 100);
    const filters: ArticleFilters = {
      category: category && category.toLowerCase() !== 'all' ? category.toLowerCase() : undefined,
      tag: cleanText(firstParam(url, 'tag'), 100) || undefined,
      contains: cleanText(firstParam(url, 'q')) || undefined,
    };
    // Decided by the same SQL function the client's rpc('me_admin_status') calls.
    const result = await asCaller(db, claims, async (tx) => {
      const [status] = await tx.query<{ is_admin: boolean }>('select is_admin from public.me_admin_status()');
      if (!status?.is_admin) return null;
      return findArticles(tx, filters, page, ADMIN_PAGE_SIZE);
    });
    if (!result) return textError(c, 403, NOT_ADMIN);
    return c.json({ data: result.rows.map(adminListItem), meta: { page, per_page: ADMIN_PAGE_SIZE, total: result.total } } satisfies AdminListResponse);
  });

  // A catch-all route rather than notFound: a mounted app's notFound is not consulted.
  app.all('*', (c) => textError(c, 404, 'Not found'));
  return app;
}
