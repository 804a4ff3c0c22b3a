/**
 * Makes the content API fail for the server's render too, as a reader meets
 * it when the database misbehaves: a table of the test site's own database is
 * moved out of the way, so every call that reads it answers 500, and the
 * content version moves on, as an edit makes it, so that the server forgets
 * the answers and pages it kept (they would hide the failure). The returned
 * function puts the table back the same way.
 */
import type { SiteServer } from './site';

async function contentVersionChanged(site: SiteServer): Promise<void> {
  await site.db.query('update public.content_version set version = version + 1, changed_at = now() where id');
  await site.contentChanged();
}

export async function failContentTable(site: SiteServer, table: string): Promise<() => Promise<void>> {
  await site.db.query(`alter table public.${table} rename to ${table}_away`);
  await contentVersionChanged(site);
  let restored = false;
  return async () => {
    if (restored) return;
    restored = true;
    await site.db.query(`alter table public.${table}_away rename to ${table}`);
    await contentVersionChanged(site);
  };
}
