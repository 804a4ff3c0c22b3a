-- The period an article is mostly about (its front matter's `era`, one of
-- common/taxonomy.ts ERAS): the search page's era facet. Null for an
-- article written before eras, or in the database by hand; such an article
-- is simply in no era. Safe to apply again.

alter table public.articles add column if not exists era text;
