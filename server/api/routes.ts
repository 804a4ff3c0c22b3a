/**
 * /api: the content calls of docs/product.md §7 (`/api/articles` is the
 * product's `/articles`), plus authors, state archives and the admin list.
 * Errors are short plain text, read by the client as "HTTP {status}: {body}".
 */
import { Hono, type Context } from 'hono';
import {
  ADMIN_SORT_COLUMNS,
  DEFAULT_ADMIN_SORT,
  defaultAdminOrder,
  SEARCH_FACET_NAMES,
  type AdminListResponse,
  type ArticleListResponse,
  type AuthorResponse,
  type CorrectionsResponse,
  type FoundingDocumentResponse,
  type FoundingDocumentsResponse,
  type FoundingDocumentSummary,
  type GlossaryResponse,
  type RelatedResponse,
  type SearchFilters,
  type TagCount,
  type TagsResponse,
} from '../../common/api.ts';
import { bearer } from '../auth/http.ts';
import { AuthError, type AuthService } from '../auth/service.ts';
import type { Config } from '../config.ts';
import { ContentVersion, type ContentChanges } from '../db/content-version.ts';
import { asCaller, type Database } from '../db/database.ts';
import { cleanPage, cleanPerPage, cleanText, firstParam, isSlug } from '../http/input.ts';
import { GateBusy } from '../http/concurrency.ts';
import { sendPrepared } from '../http/prepared.ts';
import { NO_STORE, textError } from '../http/responses.ts';
import { BUSY_HEADERS, gatedWork, refusalPause } from '../http/work-gate.ts';
import type { Logger } from '../log.ts';
import { AnswerCache } from './answer-cache.ts';
import { adminListItem, findArticle, findDiscussing, findGlossary, findArticles, findCorrections, findRelated, LIST_COLUMNS, listItem, type ArticleFilters, type ListOrder } from './articles.ts';
import { rssFeed, sitemap } from './feeds.ts';
import { SEARCH_PAGE_SIZE, SearchService } from './search.ts';

export const ADMIN_PAGE_SIZE = 20;
export const SIGN_IN_REQUIRED = 'Sign in to view this page.';
export const NOT_ADMIN = 'Your account does not have admin privileges.';
const JSON_TYPE = 'application/json';
const RSS_TYPE = 'application/rss+xml; charset=utf-8';

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

export function apiRoutes({
  db,
  config,
  auth,
  content,
  log,
}: {
  db: Database;
  config: Config;
  auth: AuthService;
  content: ContentChanges;
  log?: Logger;
}): Hono {
  const app = new Hono();

  // Public answers depend only on the published content: each is kept per content version (answer-cache.ts).
  const answersVersion = new ContentVersion(db);
  content.onChange(() => {
    answersVersion.forget();
    return answersVersion.current();
  });
  const answers = new AnswerCache(answersVersion);
  /**
   * Answers from the cache, or by `compute` (the body text, or null for 404
   * with `notFound`) once the work gate admits it. `key` must name
   * everything the answer depends on.
   */
  async function cached(c: Context, key: string, contentType: string, notFound: string, compute: () => Promise<string | null>) {
    const { answer, cache } = await answers.answer(key, () => gatedWork(c, compute));
    if (!answer) return textError(c, 404, notFound);
    return sendPrepared(c, answer, contentType, { 'X-Cache': cache });
  }
  const json = (value: unknown) => JSON.stringify(value);

  const searches = new SearchService(db, {
    onIndexError: (error) => log?.error('Search index: could not bring it up to date; answering from the index as it stands.', error),
  });
  content.onChange(() => searches.contentChanged());

  app.get('/articles', async (c) => {
    const query = cleanArticleQuery(new URL(c.req.url));
    // The cleaned query, not the URL: ?utm_source=... or a repeated parameter shares the entry of the query it means.
    return cached(c, `articles\n${json(query)}`, JSON_TYPE, '', async () => {
      // Words are matched by the search index, as /search matches them; the list keeps its own order.
      const ids = query.q ? await searches.articleIds(query.q) : undefined;
      const filters: ArticleFilters = { category: query.category, tag: query.tag, topic: query.topic, ids };
      const { total, rows } = await asCaller(db, null, (tx) => findArticles(tx, filters, query.page, query.perPage));
      return json({ data: rows.map(listItem), meta: { total, page: query.page, per_page: query.perPage } } satisfies ArticleListResponse);
    });
  });

  app.get('/article/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!isSlug(slug)) return textError(c, 404, 'Article not found');
    return cached(c, `article\n${slug}`, JSON_TYPE, 'Article not found', async () => {
      const article = await findArticle(db, slug);
      return article ? json(article) : null;
    });
  });

  app.get('/article/:slug/related', async (c) => {
    const slug = c.req.param('slug');
    if (!isSlug(slug)) return textError(c, 404, 'Article not found');
    return cached(c, `related\n${slug}`, JSON_TYPE, 'Article not found', async () => {
      const rows = await asCaller(db, null, (tx) => findRelated(tx, slug));
      return rows ? json({ data: rows.map(listItem) } satisfies RelatedResponse) : null;
    });
  });

  app.get('/corrections', (c) =>
    cached(c, 'corrections', JSON_TYPE, '', async () => json({ data: await asCaller(db, null, (tx) => findCorrections(tx)) } satisfies CorrectionsResponse)),
  );

  app.get('/categories', (c) =>
    cached(c, 'categories', JSON_TYPE, '', async () => {
      const rows = await asCaller(db, null, (tx) =>
        tx.query(
          `select c.slug, c.name, c.description,
             (select count(*)::int from public.articles a where a.category_slug = c.slug and a.status = 'published') as article_count
           from public.categories c order by c.position, c.slug`,
        ),
      );
      return json({ data: rows });
    }),
  );

  app.get('/tags', (c) =>
    cached(c, 'tags', JSON_TYPE, '', async () => {
      const rows = await asCaller(db, null, (tx) =>
        tx.query<TagCount>(
          `select t.name, t.slug, count(a.id)::int as count
           from public.tags t
           join public.article_tags at on at.tag_id = t.id
           join public.articles a on a.id = at.article_id and a.status = 'published'
           group by t.id order by count desc, t.name`,
        ),
      );
      return json({ data: rows } satisfies TagsResponse);
    }),
  );

  app.get('/search', async (c) => {
    const url = new URL(c.req.url);
    const q = cleanText(firstParam(url, 'q'));
    // Page and page size are cleaned as the article list's are (product §5): a bad value falls back, never an error.
    const page = { page: cleanPage(firstParam(url, 'page')), perPage: cleanPerPage(firstParam(url, 'per_page'), SEARCH_PAGE_SIZE) };
    try {
      // typed=1: the reader chose the term as typed over its correction ("Search instead for ...").
      const asTyped = firstParam(url, 'typed') === '1';
      // pillar=, kind=, era=: the facets the reader narrowed to (an unknown value simply matches nothing).
      const filters: SearchFilters = {};
      for (const name of SEARCH_FACET_NAMES) {
        const value = cleanText(firstParam(url, name), 100).toLowerCase();
        if (value) filters[name] = value;
      }
      const { body, cache } = await searches.answer(q, page, (work) => gatedWork(c, work), { asTyped, filters });
      return sendPrepared(c, body, JSON_TYPE, { 'X-Cache': cache });
    } catch (error) {
      if (!(error instanceof GateBusy)) throw error;
      await refusalPause(error);
      // Plain text like every /api error, so the search page shows "HTTP 503: ..." with its Retry button.
      return c.text(SEARCH_BUSY, 503, BUSY_HEADERS);
    }
  });

  app.get('/feed-articles', (c) =>
    cached(c, 'feed-articles', RSS_TYPE, '', () =>
      rssFeed(db, config.siteUrl, {
        category: null,
        title: 'Parchment: new articles',
        description: 'New articles on American history, government and civic life from Parchment.',
        // Its standard address (server/app.ts), whichever of the two it was fetched at.
        selfPath: '/feed.xml',
      }),
    ),
  );

  app.get('/feed-landmarks', (c) =>
    cached(c, 'feed-landmarks', RSS_TYPE, '', () =>
      rssFeed(db, config.siteUrl, {
        category: 'landmarks',
        title: 'Parchment: Landmarks',
        description: 'Monuments, historic sites and battlefields where American history happened.',
        selfPath: '/api/feed-landmarks',
      }),
    ),
  );

  app.get('/sitemap', (c) => cached(c, 'sitemap', 'application/xml; charset=utf-8', '', () => sitemap(db, config.siteUrl)));

  app.get('/glossary', (c) =>
    cached(c, 'glossary', JSON_TYPE, '', async () => json({ data: await asCaller(db, null, (tx) => findGlossary(tx)) } satisfies GlossaryResponse)),
  );

  app.get('/documents', (c) =>
    cached(c, 'documents', JSON_TYPE, '', async () => {
      const rows = await asCaller(db, null, (tx) =>
        tx.query<FoundingDocumentSummary>(
          `select slug, title, content->>'description' as description, content->>'date' as date
           from public.founding_documents order by position, slug`,
        ),
      );
      return json({ data: rows } satisfies FoundingDocumentsResponse);
    }),
  );

  app.get('/documents/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!isSlug(slug)) return textError(c, 404, 'Document not found');
    return cached(c, `document\n${slug}`, JSON_TYPE, 'Document not found', async () => {
      const found = await asCaller(db, null, async (tx) => {
        const [row] = await tx.query<{ slug: string; title: string; content: Omit<FoundingDocumentResponse, 'slug' | 'title' | 'discussed_in'> }>(
          'select slug, title, content from public.founding_documents where slug = $1::text',
          [slug],
        );
        return row ? { row, discussing: await findDiscussing(tx, slug) } : null;
      });
      if (!found) return null;
      const discussed_in: FoundingDocumentResponse['discussed_in'] = {};
      for (const { part, ...article } of found.discussing) (discussed_in[part] ??= []).push(article);
      return json({ slug: found.row.slug, title: found.row.title, ...found.row.content, discussed_in } satisfies FoundingDocumentResponse);
    });
  });

  app.get('/authors/:id', async (c) => {
    const id = c.req.param('id');
    if (!isSlug(id)) return textError(c, 404, 'Author not found');
    return cached(c, `author\n${id}`, JSON_TYPE, 'Author not found', async () => {
      const result = await asCaller(db, null, async (tx): Promise<AuthorResponse | null> => {
        const [author] = await tx.query<{ id: string; name: string; role: string; bio: string }>(
          'select id, name, role, bio from public.authors where id = $1::text',
          [id],
        );
        if (!author) return null;
        // Articles the author wrote or reviewed, newest first (an editorial role may only review).
        const rows = await tx.query<Parameters<typeof listItem>[0]>(
          `select ${LIST_COLUMNS}
           from public.articles a join public.categories c on c.slug = a.category_slug
           where a.status = 'published' and (a.author_id = $1::text or a.reviewer_id = $1::text)
           order by a.published_at desc, a.slug`,
          [id],
        );
        return { ...author, articles: rows.map(listItem) };
      });
      return result ? json(result) : null;
    });
  });

  app.get('/states/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!isSlug(slug)) return textError(c, 404, 'State archive not found');
    return cached(c, `state\n${slug}`, JSON_TYPE, 'State archive not found', async () => {
      const [row] = await asCaller(db, null, (tx) =>
        tx.query<{ content: unknown }>('select content from public.state_archives where slug = $1::text', [slug]),
      );
      return row ? json(row.content) : null;
    });
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
    // An unknown sort or order falls back to the default, as a bad page does: never an error (product §5).
    const sortParam = firstParam(url, 'sort');
    const sort = ADMIN_SORT_COLUMNS.find((column) => column === sortParam) ?? DEFAULT_ADMIN_SORT.sort;
    const orderParam = firstParam(url, 'order');
    const order: ListOrder = { sort, order: orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultAdminOrder(sort) };
    // Decided by the same SQL function the client's rpc('me_admin_status') calls.
    const result = await gatedWork(c, () =>
      asCaller(db, claims, async (tx) => {
        const [status] = await tx.query<{ is_admin: boolean }>('select is_admin from public.me_admin_status()');
        if (!status?.is_admin) return null;
        return findArticles(tx, filters, page, ADMIN_PAGE_SIZE, order);
      }),
    );
    if (!result) return textError(c, 403, NOT_ADMIN);
    return c.json({ data: result.rows.map(adminListItem), meta: { page, per_page: ADMIN_PAGE_SIZE, total: result.total } } satisfies AdminListResponse);
  });

  // A catch-all route rather than notFound: a mounted app's notFound is not consulted.
  app.all('*', (c) => textError(c, 404, 'Not found'));
  return app;
}
