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
      const read: Promise<string> = readContentVersion(this.db)
        .then((value) => {
          // A read that forget() overtook may predate the change it was told of: it answers its callers but is not kept.
          if (this.reading === read) this.last = { value, readAt };
          return value;
        })
        .finally(() => {
          if (this.reading === read) this.reading = null;
        });
      this.reading = read;
    }
    return this.reading;
  }

  /** Drops the remembered read, and any read under way, so the next caller reads the version afresh. */
  forget(): void {
    this.last = null;
    this.reading = null;
  }
}

/**
 * Everything one server remembers from the content version (the version
 * itself, answers and pages made under it, the search index). Each holder
 * registers how to drop it; changed() runs them all and resolves once each
 * has read the version again. For a caller that knows the content just
 * changed behind the server's back (a test that edited it in SQL), which
 * would otherwise wait up to CONTENT_VERSION_MS for the server to notice.
 */
export class ContentChanges {
  private readonly holders: Array<() => unknown> = [];

  /** `reread` drops what a holder remembers; changed() waits for what it returns. */
  onChange(reread: () => unknown): void {
    this.holders.push(reread);
  }

  async changed(): Promise<void> {
    await Promise.all(this.holders.map((reread) => reread()));
  }
}
