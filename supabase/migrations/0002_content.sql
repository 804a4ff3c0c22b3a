-- The publication: categories (pillars), authors (editorial roles), articles
-- with their key facts, tags, sources, and the Alabama state archive.
-- Anonymous and signed-in readers see published articles only (RLS).
-- Every statement may run again on a database that has it (the Supabase
-- CLI, a restore, a second migrator): tables and indexes if not exists,
-- functions or replace, triggers and policies dropped and made again.

create table if not exists public.categories (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null unique,
  description text not null default '',
  position integer not null default 0
);

create table if not exists public.authors (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  role text not null default '',
  bio text not null default ''
);

-- Plain text of a body_rich document, in one string. Immutable, so a
-- generated column or an index may call it.
create or replace function public.body_rich_text(doc jsonb) returns text
  language sql immutable parallel safe
  as $$
    select coalesce(string_agg(section ->> 'content', E'\n' order by ordinal), '')
    from jsonb_array_elements(
      case when jsonb_typeof(doc -> 'sections') = 'array' then doc -> 'sections' else '[]'::jsonb end
    ) with ordinality as s(section, ordinal)
  $$;

create table if not exists public.articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  status text not null default 'draft' check (status in ('draft', 'published')),
  title text not null,
  dek text not null default '',
  kicker text not null default '',
  category_slug text not null references public.categories (slug),
  topic text not null default '',
  author_id text references public.authors (id),
  reviewer_id text references public.authors (id),
  published_at timestamptz,
  updated_at timestamptz not null default now(),
  read_time_minutes integer not null default 1 check (read_time_minutes >= 1),
  hero_media_path text,
  hero_media_alt text not null default '',
  hero_media_width integer,
  hero_media_height integer,
  disclosures text not null default '',
  body_rich jsonb not null default '{"sections": []}',
  key_facts jsonb not null default '[]' check (jsonb_typeof(key_facts) = 'array'),
  -- Tag names in order, kept in step with article_tags by the triggers below:
  -- the generated search vector can only read its own row, and lists read
  -- them without a join per article.
  tag_names jsonb not null default '[]' check (jsonb_typeof(tag_names) = 'array'),
  -- The tags' words, which the server's search index reads with the title, kicker and dek.
  -- (A generated full-text vector and its GIN index stood here until search moved into the server: 0008.)
  search_tags text not null default '',
  check (status <> 'published' or published_at is not null),
  check (published_at is null or updated_at >= published_at)
);

-- The list order (newest first, slug as tie-break), so a page is an index scan.
create index if not exists articles_published_idx on public.articles (published_at desc, slug) where status = 'published';
create index if not exists articles_category_idx on public.articles (category_slug, published_at desc);

create table if not exists public.tags (
  id bigint generated always as identity primary key,
  name text not null unique,
  slug text not null unique
);

create table if not exists public.article_tags (
  article_id uuid not null references public.articles (id) on delete cascade,
  tag_id bigint not null references public.tags (id) on delete cascade,
  position integer not null default 0,
  primary key (article_id, tag_id)
);
create index if not exists article_tags_tag_idx on public.article_tags (tag_id);

create or replace function public.refresh_article_search_tags() returns trigger
  language plpgsql
  as $$
  begin
    update public.articles a
    set tag_names = names.list, search_tags = names.words
    from (
      select changed.article_id,
        coalesce(jsonb_agg(t.name order by at.position) filter (where t.name is not null), '[]'::jsonb) as list,
        coalesce(string_agg(t.name, ' ' order by at.position), '') as words
      from (select distinct article_id from changed_rows) changed
      left join public.article_tags at on at.article_id = changed.article_id
      left join public.tags t on t.id = at.tag_id
      group by changed.article_id
    ) names
    where a.id = names.article_id;
    return null;
  end
  $$;

drop trigger if exists article_tags_inserted on public.article_tags;
create trigger article_tags_inserted after insert on public.article_tags
  referencing new table as changed_rows for each statement execute function public.refresh_article_search_tags();
drop trigger if exists article_tags_deleted on public.article_tags;
create trigger article_tags_deleted after delete on public.article_tags
  referencing old table as changed_rows for each statement execute function public.refresh_article_search_tags();

create table if not exists public.sources (
  id bigint generated always as identity primary key,
  article_id uuid not null references public.articles (id) on delete cascade,
  position integer not null default 0,
  title text not null,
  publisher text not null default '',
  url text not null check (url ~ '^https://'),
  date text,
  type text not null check (type in ('primary', 'secondary'))
);
create index if not exists sources_article_idx on public.sources (article_id, position);

create table if not exists public.state_archives (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  content jsonb not null
);

create table if not exists public.state_counties (
  state_slug text not null references public.state_archives (slug) on delete cascade,
  slug text not null,
  name text not null,
  seat text not null,
  established integer,
  summary text not null default '',
  primary key (state_slug, slug)
);

alter table public.categories enable row level security;
alter table public.authors enable row level security;
alter table public.articles enable row level security;
alter table public.tags enable row level security;
alter table public.article_tags enable row level security;
alter table public.sources enable row level security;
alter table public.state_archives enable row level security;
alter table public.state_counties enable row level security;

drop policy if exists "categories are public" on public.categories;
create policy "categories are public" on public.categories for select to anon, authenticated using (true);
drop policy if exists "authors are public" on public.authors;
create policy "authors are public" on public.authors for select to anon, authenticated using (true);
drop policy if exists "published articles are public" on public.articles;
create policy "published articles are public" on public.articles for select to anon, authenticated
  using (status = 'published');
drop policy if exists "tags are public" on public.tags;
create policy "tags are public" on public.tags for select to anon, authenticated using (true);
-- The sub-select on articles is itself filtered by the policy above.
drop policy if exists "tags of published articles are public" on public.article_tags;
create policy "tags of published articles are public" on public.article_tags for select to anon, authenticated
  using (exists (select 1 from public.articles a where a.id = article_id));
drop policy if exists "sources of published articles are public" on public.sources;
create policy "sources of published articles are public" on public.sources for select to anon, authenticated
  using (exists (select 1 from public.articles a where a.id = article_id));
drop policy if exists "state archives are public" on public.state_archives;
create policy "state archives are public" on public.state_archives for select to anon, authenticated using (true);
drop policy if exists "counties are public" on public.state_counties;
create policy "counties are public" on public.state_counties for select to anon, authenticated using (true);

grant usage on schema public to anon, authenticated;
grant select on public.categories, public.authors, public.articles, public.tags, public.article_tags,
  public.sources, public.state_archives, public.state_counties to anon, authenticated;
