/**
 * /rest/v1: the one PostgREST call the site makes, `rpc('me_admin_status')`,
 * run the way PostgREST runs it (claims in request.jwt.claims, SET LOCAL ROLE).
 * Errors use PostgREST's `{code, details, hint, message}`.
 */
import { Hono, type Context } from 'hono';
import { bearer } from '../auth/http.ts';
import { AuthError, type AuthService } from '../auth/service.ts';
import { asCaller, type Database } from '../db/database.ts';
import { NO_STORE } from '../http/responses.ts';
import { gatedWork } from '../http/work-gate.ts';

const RPC_FUNCTIONS = new Set(['me_admin_status']);

function pgrstError(c: Context, status: 400 | 401 | 404 | 405, code: string, message: string, hint: string | null = null) {
  return c.json({ code, details: null, hint, message }, status);
}

export function restRoutes({ db, service }: { db: Database; service: AuthService }): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', NO_STORE);
  });

  const rpc = async (c: Context) => {
    const name = c.req.param('name') ?? '';
    if (!RPC_FUNCTIONS.has(name)) {
      return pgrstError(c, 404, 'PGRST202', `Could not find the function public.${name.slice(0, 100)} without parameters in the schema cache`);
    }
    if (c.req.method === 'POST') {
      const text = await c.req.text();
      if (text.length > 64 * 1024) return pgrstError(c, 400, 'PGRST102', 'Empty or invalid json');
      if (text.trim() !== '') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return pgrstError(c, 400, 'PGRST102', 'Empty or invalid json');
        }
        if (!body || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length > 0) {
          return pgrstError(c, 404, 'PGRST202', `Could not find the function public.${name} with the given parameters in the schema cache`);
        }
      }
    }
    let claims: Record<string, unknown> | null;
    try {
      claims = await service.claimsFor(bearer(c));
    } catch (error) {
      if (error instanceof AuthError) {
        const expired = error.message.includes('expired');
        return pgrstError(c, 401, expired ? 'PGRST303' : 'PGRST301', expired ? 'JWT expired' : 'JWT could not be verified or its session has ended');
      }
      throw error;
    }
    const rows = await gatedWork(c, () => asCaller(db, claims, (tx) => tx.query<{ is_admin: boolean }>('select is_admin from public.me_admin_status()')));
    return c.json(rows);
  };

  app.post('/rpc/:name', rpc);
  app.get('/rpc/:name', rpc);
  app.all('*', (c) => pgrstError(c, 404, 'PGRST125', 'Invalid path specified in request URL'));
  return app;
}
