-- A county is shown as "Autauga County", but its search vector held only
-- "Autauga", so a search for "county" found the 51 counties whose summary
-- happens to say "county" and missed the rest. The name is now searched as
-- it is shown. A generated column's expression cannot be changed in place on
-- every Postgres this runs on (SET EXPRESSION is Postgres 17), so the column
-- and its index are made again.

-- Applied again (the column already searches the shown name), it changes nothing.

do $$
begin
  if coalesce((
    select pg_get_expr(d.adbin, d.adrelid)
    from pg_attrdef d
    join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
    where d.adrelid = 'public.state_counties'::regclass and a.attname = 'search'
  ), '') not like '%County%' then
    drop index if exists public.state_counties_search_idx;
    alter table public.state_counties drop column if exists search;
    alter table public.state_counties add column search tsvector generated always as (
      setweight(to_tsvector('english'::regconfig, name || ' County'), 'A') ||
      setweight(to_tsvector('english'::regconfig, seat), 'B') ||
      setweight(to_tsvector('english'::regconfig, summary), 'C')
    ) stored;
  end if;
end
$$;
create index if not exists state_counties_search_idx on public.state_counties using gin (search);
