-- Who is an administrator, decided in the database so the same function
-- answers for hosted Supabase and for the embedded database.

create table if not exists public.admins (
  email text primary key check (email = lower(email) and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  created_at timestamptz not null default now()
);

-- No policies and no grants: nobody reads the list through the API; only
-- me_admin_status() (security definer) and the server's admin command do.
alter table public.admins enable row level security;
revoke all on public.admins from anon, authenticated;

create or replace function public.me_admin_status() returns table (is_admin boolean)
  language sql stable security definer
  set search_path = ''
  as $$
    select exists (
      select 1
      from public.admins a
      join auth.users u on lower(u.email) = a.email
      where u.id = auth.uid()
    )
  $$;

revoke all on function public.me_admin_status() from public;
grant execute on function public.me_admin_status() to anon, authenticated;
