/**
 * The content version (supabase/migrations/0006_content_version.sql): a
 * number in the database that every write to the publication moves, by
 * any writer. Caches on every server key on it, so several servers on one
 * database never serve content older than one read of it.
 */
import type { Queryable } from './database.ts';

/** Reads the version now. */
export async function readContentVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('select version::text as version from public.content_version');
  // The row is made by the migration; a database restored without it still answers, as one unchanging version.
  return row?.version ?? '0';
}

/**
 * How long a read of the content version is trusted. Every write to the
 * publication shows in the version at its next read, so a cached answer is
 * never older than this. One second, the same bound as the site's page microcache.
 */
export const CONTENT_VERSION_MS = 1000;

/** The version, read at most once per `maxAgeMs` however many callers ask at once. */
export class ContentVersion {
  private last: { value: string; readAt: number } | null = null;
  private reading: Promise<string> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly maxAgeMs: number = CONTENT_VERSION_MS,
  ) {}

  current(): Promise<string> {
    if (this.last && Date.now() - this.last.readAt < this.maxAgeMs) return Promise.resolve(this.last.value);
    if (!this.reading) {
      // Stamped before the read starts, so a write during the read is seen by the next one.
      const readAt = Date.now();
      this.reading = readContentVersion(this.db)
        .then((value) => {
          this.last = { value, readAt };
          return value;
        })
        .finally(() => {
          this.reading = null;
        });
    }
    return this.reading;
  }
}
