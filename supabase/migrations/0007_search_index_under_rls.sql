-- Full-text search that uses articles_search_idx. As anon or authenticated,
-- a query on public.articles has its row-level policy applied first, and
-- Postgres may not evaluate a function that is not LEAKPROOF (the @@
-- operator is not) ahead of a policy: so `search @@ query` was checked row
-- by row over the whole table (a sequential scan, 4 ms at 1 000 articles)
-- instead of through the GIN index (0.02 ms). This function runs as its
-- owner, whom the policy does not bind, and applies the policy's own
-- condition itself (published articles only), so the index is used and no
-- draft is ever returned. Safe to apply again (create or replace).

create or replace function public.published_article_matches(query tsquery)
returns table (id uuid, rank real)
language sql stable security definer rows 100
set search_path = ''
as $$
  select a.id, ts_rank_cd(a.search, query)
  from public.articles a
  where a.status = 'published' and a.search @@ query
$$;

revoke all on function public.published_article_matches(tsquery) from public;
grant execute on function public.published_article_matches(tsquery) to anon, authenticated;
