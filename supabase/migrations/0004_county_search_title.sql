-- A county is shown as "Autauga County", but its search vector held only
-- "Autauga", so a search for "county" found the 51 counties whose summary
-- happens to say "county" and missed the rest. The name was then searched as
-- it is shown, by making the generated column and its index again (SET
-- EXPRESSION is Postgres 17 only).
--
-- The vector is gone since 0008 (search is the server's index, which reads
-- the name as it is shown), and 0002 no longer creates it: this acts only on
-- a database that still has the old column, and is safe to apply again.

do $$
begin
  if exists (
    select 1
    from pg_attrdef d
    join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
    where d.adrelid = 'public.state_counties'::regclass and a.attname = 'search'
      and pg_get_expr(d.adbin, d.adrelid) not like '%County%'
  ) then
    drop index if exists public.state_counties_search_idx;
    alter table public.state_counties drop column if exists search;
    alter table public.state_counties add column search tsvector generated always as (
      setweight(to_tsvector('english'::regconfig, name || ' County'), 'A') ||
      setweight(to_tsvector('english'::regconfig, seat), 'B') ||
      setweight(to_tsvector('english'::regconfig, summary), 'C')
    ) stored;
    create index if not exists state_counties_search_idx on public.state_counties using gin (search);
  end if;
end
$$;
