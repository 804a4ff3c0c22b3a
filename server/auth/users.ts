/** Users in auth.users (hosted auth's column names) and the User JSON hosted auth answers with. */
import type { Queryable } from '../db/database.ts';

export interface UserRow {
  id: string;
  email: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: { provider?: string; providers?: string[] } & Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

const USER_COLUMNS = `id::text as id, email, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1::uuid`, [id]);
  return row ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = $1::text`, [email]);
  return row ?? null;
}

/**
 * The user signing in with a verified address: created on first sign-in,
 * confirmed, stamped with the sign-in time, with the provider added to its list.
 */
export async function signInUser(
  db: Queryable,
  email: string,
  provider: 'email' | 'google',
  metadata: Record<string, unknown> = {},
): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `insert into auth.users (email, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1::text, now(), now(), jsonb_build_object('provider', $2::text, 'providers', jsonb_build_array($2::text)), $3::text::jsonb, now(), now())
     on conflict (lower(email)) do update set
       email_confirmed_at = coalesce(auth.users.email_confirmed_at, now()),
       last_sign_in_at = now(),
       updated_at = now(),
       raw_app_meta_data = case
         when auth.users.raw_app_meta_data -> 'providers' ? $2::text then auth.users.raw_app_meta_data
         else jsonb_set(auth.users.raw_app_meta_data, '{providers}',
           coalesce(auth.users.raw_app_meta_data -> 'providers', '[]'::jsonb) || jsonb_build_array($2::text))
       end,
       raw_user_meta_data = auth.users.raw_user_meta_data || $3::text::jsonb
     returning ${USER_COLUMNS}`,
    [email, provider, JSON.stringify(metadata)],
  );
  return row;
}

export function userJson(user: UserRow) {
  const providers = user.raw_app_meta_data.providers ?? ['email'];
  const provider = user.raw_app_meta_data.provider ?? providers[0] ?? 'email';
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: { ...user.raw_app_meta_data, provider, providers },
    user_metadata: user.raw_user_meta_data,
    identities: providers.map((name) => ({
      identity_id: `${user.id}:${name}`,
      id: user.id,
      user_id: user.id,
      identity_data: { email: user.email, email_verified: true, phone_verified: false, sub: user.id },
      provider: name,
      last_sign_in_at: iso(user.last_sign_in_at),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      email: user.email,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}
