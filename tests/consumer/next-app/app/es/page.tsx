/**
 * The same parts in Spanish, from a server component: a provider with the
 * Spanish messages for the client components below it (the share button,
 * the pagination), and the same messages as props for the server ones.
 */
import { Byline, ParchmentProvider, Pagination, PageHeader, SourceList, spanishMessages as es } from '@parchment/ui';
import { collections, sources } from '../collections';

export default function SpanishPage() {
  const collection = collections[0];
  return (
    <ParchmentProvider messages={es} locale="es-US" lang="es">
      <PageHeader title="Colecciones" intro="Las colecciones de la sociedad, en español." />
      <Byline
        authorName="Ada Archivista"
        publishedDate="2026-03-14"
        readTime={6}
        shareUrl={`https://example.org/collections/${collection.slug}`}
        shareTitle={collection.title}
        messages={es.byline}
        locale="es-US"
      />
      <SourceList sources={sources} messages={es.sourceList} locale="es-US" />
      <Pagination page={1} perPage={2} total={collections.length} shown={2} hrefForPage="/es?page={page}" />
    </ParchmentProvider>
  );
}
