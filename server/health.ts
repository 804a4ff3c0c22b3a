/**
 * GET /healthz, for load balancers and container health checks: 200 when the
 * database answers a query and every migration this code knows is recorded
 * in public.parchment_migrations, 503 saying which check failed otherwise.
 * One query serves both checks. No auth, no rate limit, never cached: a
 * balancer must see the state of this instance now.
 *
 *   200 {"status":"ok","database":"ok","migrations":"current"}
 *   503 {"status":"unavailable","database":"unreachable","migrations":"unknown"}
 *   503 {"status":"unavailable","database":"ok","migrations":"pending","pending":["supabase/0006_x.sql"]}
 *
 * Migrations recorded that this code does not know (a newer instance applied
 * them during a rolling deploy) do not fail the check: they only add to the
 * schema this instance reads.
 */
import { Hono } from 'hono';
import type { Database } from './db/database.ts';
import { listMigrations } from './db/migrate.ts';
import type { Logger } from './log.ts';
import { NO_STORE } from './http/responses.ts';

/**
 * Balancers give a check a few seconds (AWS: 5 s by default); a database that
 * hangs is reported as unreachable before then rather than holding the check
 * until the driver's own connect time-out of 30 s.
 */
export const HEALTH_QUERY_TIMEOUT_MS = 3000;

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable';
  migrations: 'current' | 'pending' | 'unknown';
  pending?: string[];
}

/** Postgres's "relation does not exist": the migrations table itself is missing, so none is recorded. */
const UNDEFINED_TABLE = '42P01';

class QueryTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QueryTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Checks the database once; `expected` is the migration names this code applies at start. */
export async function checkHealth(db: Database, expected: readonly string[], timeoutMs = HEALTH_QUERY_TIMEOUT_MS): Promise<{ report: HealthReport; error?: Error }> {
  let recorded: Set<string>;
  try {
    const rows = await withTimeout(db.query<{ name: string }>('select name from public.parchment_migrations'), timeoutMs);
    recorded = new Set(rows.map((row) => row.name));
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) {
      recorded = new Set();
    } else {
      return { report: { status: 'unavailable', database: 'unreachable', migrations: 'unknown' }, error: error as Error };
    }
  }
  const pending = expected.filter((name) => !recorded.has(name));
  if (pending.length) return { report: { status: 'unavailable', database: 'ok', migrations: 'pending', pending } };
  return { report: { status: 'ok', database: 'ok', migrations: 'current' } };
}

export function healthRoutes({ db, log }: { db: Database; log: Logger }): Hono {
  // Read once: the files cannot change under a running server, and a check should cost one query.
  const expected = listMigrations().map((migration) => migration.name);
  // Logged when the state changes, not at every check: a balancer asks every few seconds.
  let lastProblem = '';
  const app = new Hono();
  app.get('/healthz', async (c) => {
    const { report, error } = await checkHealth(db, expected);
    const problem = report.status === 'ok' ? '' : report.database !== 'ok' ? `database: ${error?.message ?? 'no answer'}` : `pending migrations: ${report.pending?.join(', ')}`;
    if (problem !== lastProblem) {
      // The driver's message may name hosts; it goes to the log, never into the public answer.
      if (problem) log.error(`Health check failing (${problem})`);
      else log.info('Health check passing again');
      lastProblem = problem;
    }
    return c.json(report, report.status === 'ok' ? 200 : 503, { 'Cache-Control': NO_STORE });
  });
  return app;
}
