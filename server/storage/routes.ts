/**
 * /storage/v1/object/public/<bucket>/<path>: public files kept in the
 * database (the hero illustrations of the published articles: server/db/seed.ts). Each path segment is decoded once and
 * refused if it is empty, `.` or `..`, or holds a slash, backslash or NUL, so
 * `..%2f` and friends never reach the lookup.
 */
import { Hono, type Context } from 'hono';
import type { Database } from '../db/database.ts';
import { PUBLIC_CACHE } from '../http/responses.ts';
import { gatedWork } from '../http/work-gate.ts';

const PUBLIC_BUCKETS = new Set(['heroes']);
const PREFIX = '/object/public/';

function storageError(c: Context, status: 400 | 404, error: string, message: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ statusCode: String(status), error, message }, status);
}

/** The decoded segments of a raw URL path, or null when any of them is unsafe. */
export function safeSegments(rawPath: string): string[] | null {
  const segments = rawPath.split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (value === '' || value === '.' || value === '..' || /[/\\\0]/.test(value) || value.length > 255) return null;
    decoded.push(value);
  }
  return decoded;
}

export function storageRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();

  app.get('/object/public/*', async (c) => {
    // The raw path, before any decoding, so encoded separators are seen for what they are.
    const url = new URL(c.req.url);
    const raw = url.pathname.slice(url.pathname.indexOf(PREFIX) + PREFIX.length);
    const segments = safeSegments(raw);
    if (!segments || segments.length < 2) return storageError(c, 400, 'InvalidKey', 'Invalid key');
    const [bucket, ...rest] = segments;
    if (!PUBLIC_BUCKETS.has(bucket)) return storageError(c, 404, 'not_found', 'Bucket not found');
    const [object] = await gatedWork(c, () =>
      db.query<{ content_type: string; data: Uint8Array }>('select content_type, data from local_storage.objects where bucket = $1::text and name = $2::text', [
        bucket,
        rest.join('/'),
      ]),
    );
    if (!object) return storageError(c, 404, 'not_found', 'Object not found');
    c.header('Content-Type', object.content_type);
    // As the API's answers: a file whose article is withdrawn is gone from caches within minutes, and a repeat is a 304 (ETag).
    c.header('Cache-Control', PUBLIC_CACHE);
    // An SVG opened on its own must not be able to run anything on this origin.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return c.body(new Uint8Array(object.data));
  });

  app.all('*', (c) => storageError(c, 404, 'not_found', 'Not found'));
  return app;
}
