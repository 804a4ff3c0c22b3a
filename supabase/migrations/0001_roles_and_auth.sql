-- What hosted Supabase already has, created here only when missing, so the
-- same file is a no-op there and builds the same ground on PGlite or plain
-- Postgres: the `anon`, `authenticated` and `service_role` roles, the `auth` schema with
-- `auth.uid()` / `auth.jwt()` reading PostgREST's `request.jwt.claims`, and
-- an `auth.users` table with hosted auth's column names.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    begin
      create role anon nologin noinherit;
    -- Roles belong to the cluster, not the database: another migrator on the same
    -- cluster may win the race. Postgres reports that as duplicate_object, or as
    -- unique_violation when the other transaction commits while this one waits.
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    begin
      create role authenticated nologin noinherit;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  -- Hosted Supabase's key for trusted servers; it passes row level security.
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    begin
      create role service_role nologin noinherit bypassrls;
    exception
      when duplicate_object or unique_violation then null;
      -- Only a superuser may grant BYPASSRLS; a migrator without it still gets the role.
      when insufficient_privilege then create role service_role nologin noinherit;
    end;
  end if;
  -- The server switches to these roles with SET LOCAL ROLE, as PostgREST does.
  if not pg_has_role(current_user, 'anon', 'member') then
    begin
      execute format('grant anon to %I', current_user);
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  if not pg_has_role(current_user, 'authenticated', 'member') then
    begin
      execute format('grant authenticated to %I', current_user);
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
end
$$;

do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'auth') then
    create schema auth;
  end if;
  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt() returns jsonb
      language sql stable
      as $fn$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $fn$;
    grant usage on schema auth to anon, authenticated;
    grant execute on function auth.jwt() to anon, authenticated;
  end if;
  if to_regprocedure('auth.uid()') is null then
    create function auth.uid() returns uuid
      language sql stable
      as $fn$ select nullif(auth.jwt() ->> 'sub', '')::uuid $fn$;
    grant execute on function auth.uid() to anon, authenticated;
  end if;
  if to_regclass('auth.users') is null then
    create table auth.users (
      id uuid primary key default gen_random_uuid(),
      aud varchar(255) not null default 'authenticated',
      role varchar(255) not null default 'authenticated',
      email varchar(255) not null,
      email_confirmed_at timestamptz,
      last_sign_in_at timestamptz,
      raw_app_meta_data jsonb not null default '{}',
      raw_user_meta_data jsonb not null default '{}',
      is_anonymous boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_email_lower_key on auth.users (lower(email));
    -- No policies: only the server (as owner) and security-definer functions read it.
    alter table auth.users enable row level security;
  end if;
end
$$;
