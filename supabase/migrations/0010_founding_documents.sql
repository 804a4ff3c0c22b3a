-- The founding documents in full (server/content/documents): each one's
-- transcription as parsed parts (common/api.ts FoundingDocumentResponse),
-- read by GET /api/documents and the search index. Public like the
-- articles; written by the content sync; a change moves the content version
-- so every server's caches and index let go of the old text.
-- Safe to apply again.

create table if not exists public.founding_documents (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  position integer not null,
  content jsonb not null
);

alter table public.founding_documents enable row level security;
drop policy if exists "founding documents are public" on public.founding_documents;
create policy "founding documents are public" on public.founding_documents for select to anon, authenticated using (true);
grant select on public.founding_documents to anon, authenticated;
grant all on public.founding_documents to service_role;

drop trigger if exists founding_documents_bump_content_version on public.founding_documents;
create trigger founding_documents_bump_content_version after insert or update or delete or truncate on public.founding_documents
  for each statement execute function public.bump_content_version();
