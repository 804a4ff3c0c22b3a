-- One number that moves whenever anything a reader sees changes: every
-- server (one process or many behind a load balancer, on one database)
-- reads it to know that its cached pages, API answers and search index are
-- still current, so an edit reaches readers on every server within the
-- cache lifetime, whoever made it (the content sync, an editor's SQL, the
-- Supabase dashboard). Statement-level triggers bump it once per statement,
-- so a sync of the whole archive costs a few hundred increments, not one per row.
-- Safe to apply again: every statement checks or replaces.

create table if not exists public.content_version (
  id boolean primary key default true check (id),
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);
insert into public.content_version (id) values (true) on conflict (id) do nothing;

alter table public.content_version enable row level security;
drop policy if exists "the content version is public" on public.content_version;
create policy "the content version is public" on public.content_version for select to anon, authenticated using (true);
grant select on public.content_version to anon, authenticated;

-- Security definer: a writer allowed to edit articles need not be allowed to write the version row itself.
create or replace function public.bump_content_version() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
  begin
    update public.content_version set version = version + 1, changed_at = now() where id;
    return null;
  end
  $$;
revoke all on function public.bump_content_version() from public;

do $$
declare
  content_table text;
begin
  foreach content_table in array array['categories', 'authors', 'articles', 'tags', 'article_tags', 'sources', 'state_archives', 'state_counties']
  loop
    execute format('drop trigger if exists %I on public.%I', content_table || '_bump_content_version', content_table);
    execute format(
      'create trigger %I after insert or update or delete or truncate on public.%I for each statement execute function public.bump_content_version()',
      content_table || '_bump_content_version', content_table);
  end loop;
end
$$;

-- Supabase's service_role (server-side tools, the dashboard) reads and writes the publication.
grant usage on schema public to service_role;
grant all on public.categories, public.authors, public.articles, public.tags, public.article_tags,
  public.sources, public.state_archives, public.state_counties, public.content_version, public.admins to service_role;
