-- Search is answered by the server's in-process index alone
-- (docs/decisions/0041-one-search-engine.md), so the database no longer
-- keeps the full-text vectors, their GIN indexes, or the function that read
-- them under row-level security. Every write of an article or county stops
-- paying for a to_tsvector of its whole text. body_rich_text stays: it is
-- the article's plain text, which the tests compare the index against.
-- Safe to apply again (if exists).

drop function if exists public.published_article_matches(tsquery);
drop index if exists public.articles_search_idx;
alter table public.articles drop column if exists search;
drop index if exists public.state_counties_search_idx;
alter table public.state_counties drop column if exists search;
