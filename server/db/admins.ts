/** The admin list: marked by ADMIN_EMAILS at start and by `npm run admin -- add|remove|list`. */
import type { Queryable } from './database.ts';

// No spaces, control characters (Postgres text cannot hold NUL) or extra @.
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

export function normaliseEmail(email: string): string | null {
  const clean = email.trim().toLowerCase();
  return clean.length <= 255 && EMAIL.test(clean) ? clean : null;
}

/** Adds an admin; returns false when the address was already one. */
export async function addAdmin(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query(
    'insert into public.admins (email) values ($1::text) on conflict (email) do nothing returning email',
    [email],
  );
  return rows.length > 0;
}

/** Removes an admin; returns false when the address was not one. */
export async function removeAdmin(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('delete from public.admins where email = $1::text returning email', [email]);
  return rows.length > 0;
}

export async function listAdmins(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ email: string }>('select email from public.admins order by email');
  return rows.map((row) => row.email);
}
