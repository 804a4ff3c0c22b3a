/**
 * GET /healthz, for load balancers and container health checks: the state of
 * the database (it answers a query), the migrations (every one this code
 * knows is recorded in public.parchment_migrations), writes (a one-row write
 * succeeds: a full disk or a read-only database fails it while reads still
 * work) and mail (the last sign-in mail could be sent). No auth, no rate
 * limit, never cached: a balancer must see the state of this instance now.
 *
 *   200 {"status":"ok","database":"ok","migrations":"current","writes":"ok","mail":"ok"}
 *   200 {"status":"degraded",...,"mail":"failing"}
 *   503 {"status":"unavailable","database":"unreachable","migrations":"unknown","writes":"unknown","mail":"ok"}
 *   503 {"status":"unavailable","database":"ok","migrations":"pending","pending":["supabase/0006_x.sql"],...}
 *   503 {"status":"unavailable","database":"ok","migrations":"current","writes":"failing",...}
 *
 * Failing mail is 200 "degraded", not 503: mail goes through one SMTP
 * service that every instance shares, so taking instances out of the
 * balancer cannot help, and would take the whole site down for an outage
 * that only stops sign-in. Failing writes are 503 like an unreachable
 * database: this instance cannot sign anyone in or save an edit.
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
  status: 'ok' | 'degraded' | 'unavailable';
  database: 'ok' | 'unreachable';
  migrations: 'current' | 'pending' | 'unknown';
  pending?: string[];
  writes: 'ok' | 'failing' | 'unknown';
  mail: 'ok' | 'failing';
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

/** The cheapest real write: one row of its own in the rate-limit table, upserted, so the table keeps one row for it. */
const WRITE_PROBE = `insert into local_auth.rate_limits (bucket, key, count, reset_at)
  values ('healthz', 'write-probe', 0, clock_timestamp())
  on conflict (bucket, key) do update set reset_at = excluded.reset_at`;

/** Checks the database once; `expected` is the migration names this code applies at start. */
export async function checkHealth(
  db: Database,
  expected: readonly string[],
  { timeoutMs = HEALTH_QUERY_TIMEOUT_MS, mailFailing = false }: { timeoutMs?: number; mailFailing?: boolean } = {},
): Promise<{ report: HealthReport; error?: Error; writeError?: Error }> {
  const mail = mailFailing ? 'failing' : 'ok';
  const [read, write] = await Promise.allSettled([
    withTimeout(db.query<{ name: string }>('select name from public.parchment_migrations'), timeoutMs),
    withTimeout(db.query(WRITE_PROBE), timeoutMs),
  ]);
  let recorded: Set<string>;
  if (read.status === 'fulfilled') {
    recorded = new Set(read.value.map((row) => row.name));
  } else if ((read.reason as { code?: string }).code === UNDEFINED_TABLE) {
    recorded = new Set();
  } else {
    return { report: { status: 'unavailable', database: 'unreachable', migrations: 'unknown', writes: 'unknown', mail }, error: read.reason as Error };
  }
  const writes = write.status === 'fulfilled' ? 'ok' : 'failing';
  const writeError = write.status === 'rejected' ? (write.reason as Error) : undefined;
  const pending = expected.filter((name) => !recorded.has(name));
  if (pending.length) return { report: { status: 'unavailable', database: 'ok', migrations: 'pending', pending, writes, mail }, writeError };
  const status = writes === 'failing' ? 'unavailable' : mailFailing ? 'degraded' : 'ok';
  return { report: { status, database: 'ok', migrations: 'current', writes, mail }, writeError };
}

export function healthRoutes({ db, log, mailFailing = () => false }: { db: Database; log: Logger; mailFailing?: () => boolean }): Hono {
  // Read once: the files cannot change under a running server, and a check should cost two statements.
  const expected = listMigrations().map((migration) => migration.name);
  // Logged when the state changes, not at every check: a balancer asks every few seconds.
  let lastProblem = '';
  const app = new Hono();
  app.get('/healthz', async (c) => {
    const { report, error, writeError } = await checkHealth(db, expected, { mailFailing: mailFailing() });
    const problems: string[] = [];
    if (report.database !== 'ok') problems.push(`database: ${error?.message ?? 'no answer'}`);
    if (report.migrations === 'pending') problems.push(`pending migrations: ${report.pending?.join(', ')}`);
    if (report.writes === 'failing') problems.push(`writes: ${writeError?.message ?? 'no answer'}`);
    if (report.mail === 'failing') problems.push('mail: the last sign-in mail could not be sent');
    const problem = problems.join('; ');
    if (problem !== lastProblem) {
      // The driver's message may name hosts; it goes to the log, never into the public answer.
      if (problem) log.error(`Health check failing (${problem})`);
      else log.info('Health check passing again');
      lastProblem = problem;
    }
    return c.json(report, report.status === 'unavailable' ? 503 : 200, { 'Cache-Control': NO_STORE });
  });
  return app;
}
