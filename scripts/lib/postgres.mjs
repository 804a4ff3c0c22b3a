/**
 * The PostgreSQL server the test command runs the API, auth and end-to-end
 * suites against a second time (besides the embedded database): the one at
 * TEST_POSTGRES_URL, by default the local server every development and CI
 * machine runs (127.0.0.1:5432, user postgres, database test). Each test
 * server gets a database of its own on it, created and dropped by the test
 * helpers; their names start with a prefix per run, so whatever a crashed
 * run left behind can be dropped by name.
 */
import postgres from 'postgres';

export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function testPostgresUrl() {
  return process.env.TEST_POSTGRES_URL || DEFAULT_TEST_POSTGRES_URL;
}

/** Where the URL points, without any password, for messages. */
export function describePostgres(url) {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/** null when a server answers at `url` and may create databases; otherwise why not, in a few words. */
export async function postgresUnavailable(url = testPostgresUrl()) {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    const [role] = await sql`select rolcreatedb or rolsuper as can from pg_roles where rolname = current_user`;
    return role?.can ? null : 'its user may not create databases';
  } catch (error) {
    return error.code ?? error.message;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/** Drops every database whose name starts with `prefix` (what a run's crashed tests left behind); returns how many. */
export async function dropDatabasesWithPrefix(url, prefix) {
  if (!/^[a-z0-9_]+$/.test(prefix)) throw new Error(`Unsafe database name prefix: ${prefix}`);
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    const rows = await sql`select datname from pg_database where datname like ${`${prefix}%`}`;
    for (const { datname } of rows) await sql.unsafe(`drop database if exists "${datname}" with (force)`);
    return rows.length;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}
