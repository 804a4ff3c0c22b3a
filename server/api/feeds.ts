/** RSS 2.0 feeds, the sitemap and robots.txt, with absolute links on the public site URL. */
import { asCaller, type Database } from '../db/database.ts';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface FeedRow {
  slug: string;
  title: string;
  dek: string;
  category: string;
  published_at: string;
  updated_at: string;
}

const FEED_SIZE = 50;

async function feedRows(db: Database, category: string | null): Promise<FeedRow[]> {
  return asCaller(db, null, (tx) =>
    tx.query<FeedRow>(
      `select a.slug, a.title, a.dek, c.name as category, a.published_at, a.updated_at
       from public.articles a join public.categories c on c.slug = a.category_slug
       where a.status = 'published' and ($1::text is null or a.category_slug = $1::text)
       order by a.published_at desc, a.slug limit ${FEED_SIZE}`,
      [category],
    ),
  );
}

export async function rssFeed(
  db: Database,
  siteUrl: string,
  options: { category: string | null; title: string; description: string; selfPath: string },
): Promise<string> {
  const rows = await feedRows(db, options.category);
  // The newest change in the feed, not the clock, so the body (and its ETag) only changes with the content.
  const lastBuild = rows.reduce((latest, row) => Math.max(latest, new Date(row.updated_at).getTime()), 0);
  const items = rows
    .map((row) => {
      const link = `${siteUrl}/articles/${row.slug}`;
      return [
        '    <item>',
        `      <title>${escapeXml(row.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(row.dek)}</description>`,
        `      <category>${escapeXml(row.category)}</category>`,
        `      <pubDate>${new Date(row.published_at).toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(options.title)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/`)}</link>`,
    `    <description>${escapeXml(options.description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(`${siteUrl}${options.selfPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>`] : []),
    ...(items ? [items] : []),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The site's public pages (product §2), without the admin area, search results and the brand preview's internals. */
export const STATIC_PAGES = [
  '/',
  '/about',
  '/about/ownership',
  '/about/editorial-policy',
  '/about/corrections-policy',
  '/about/corrections',
  '/about/accessibility',
  '/contact',
  '/foundations',
  '/civic-life',
  '/people',
  '/landmarks',
  '/landmarks/states',
  '/media',
  '/features',
  '/features/explainer-sample',
  '/brand-preview',
  '/privacy-policy',
  '/search',
  '/articles',
  '/tags',
  '/documents',
  '/glossary',
];

export async function sitemap(db: Database, siteUrl: string): Promise<string> {
  const { articles, authors, states, documents } = await asCaller(db, null, async (tx) => ({
    articles: await tx.query<{ slug: string; updated_at: string }>(
      `select slug, updated_at from public.articles where status = 'published' order by published_at desc, slug`,
    ),
    authors: await tx.query<{ id: string }>('select id from public.authors order by id'),
    states: await tx.query<{ slug: string }>('select slug from public.state_archives order by slug'),
    documents: await tx.query<{ slug: string }>('select slug from public.founding_documents order by position, slug'),
  }));
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const lines = [
    ...STATIC_PAGES.map((path) => url(path)),
    ...articles.map((row) => url(`/articles/${row.slug}`, new Date(row.updated_at).toISOString().slice(0, 10))),
    ...authors.map((row) => url(`/about/authors/${row.id}`)),
    ...states.map((row) => url(`/landmarks/states/${row.slug}`)),
    ...documents.map((row) => url(`/documents/${row.slug}`)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}

/** The article feed and the sitemap at the addresses readers and crawlers look for, and the API paths that answer them. */
export const STANDARD_ADDRESSES = { '/feed.xml': '/api/feed-articles', '/sitemap.xml': '/api/sitemap' } as const;

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/admin/',
    'Disallow: /auth/',
    'Disallow: /rest/',
    'Disallow: /_dev/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
