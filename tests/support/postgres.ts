/**
 * For tests that need a real PostgreSQL server whichever database the rest
 * of their suite runs on (the migrations as hosted Supabase applies them,
 * two servers on one database): the server at DATABASE_URL or
 * TEST_POSTGRES_URL (by default 127.0.0.1:5432). When none answers, the
 * caller skips, and this says so in one line.
 */
// @ts-expect-error -- a plain .mjs helper shared with the test command
import { describePostgres, postgresUnavailable, testPostgresUrl } from '../../scripts/lib/postgres.mjs';

export async function reachablePostgres(purpose: string): Promise<string | null> {
  const url = (process.env.DATABASE_URL || testPostgresUrl()) as string;
  const why = (await postgresUnavailable(url)) as string | null;
  if (!why) return url;
  console.log(`Skipped ${purpose}: no PostgreSQL at ${describePostgres(url) as string} (${why}).`);
  return null;
}
