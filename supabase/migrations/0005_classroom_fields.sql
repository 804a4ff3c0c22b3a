-- Classroom-grade articles (docs/product.md §3 and §5): the last editorial
-- review, the corrections an article has had, the material for the classroom
-- (discussion questions and a glossary), an excerpt of the document an
-- article is about, and a timeline of dated events. Key facts may now be
-- { text, sources } objects and body paragraphs may carry notes tied to the
-- article's sources; both stay jsonb, so older rows keep reading as before.

alter table public.articles
  add column if not exists reviewed_at timestamptz,
  add column if not exists corrections jsonb not null default '[]' check (jsonb_typeof(corrections) = 'array'),
  add column if not exists classroom jsonb check (classroom is null or jsonb_typeof(classroom) = 'object'),
  add column if not exists document_excerpt jsonb check (document_excerpt is null or jsonb_typeof(document_excerpt) = 'object'),
  add column if not exists timeline jsonb not null default '[]' check (jsonb_typeof(timeline) = 'array');

-- A constraint has no "if not exists"; applied again, the migration keeps the one it made.
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'articles_reviewed_after_published' and conrelid = 'public.articles'::regclass) then
    alter table public.articles
      add constraint articles_reviewed_after_published check (reviewed_at is null or published_at is null or reviewed_at >= published_at);
  end if;
end
$$;

-- The corrections log lists every correction of every published article,
-- newest first; few articles have any, so a partial index keeps it a scan of those.
create index if not exists articles_corrected_idx on public.articles (slug) where status = 'published' and corrections <> '[]'::jsonb;
