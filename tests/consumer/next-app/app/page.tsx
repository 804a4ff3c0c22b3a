/**
 * A server component listing the collections with cards, tags and pages given
 * as href templates, and all of them in a sortable table whose cells it draws
 * with functions (which never cross to the browser).
 */
import { ArticleCard, CardGrid, PageHeader, Pagination, pageCount } from '@parchment/ui';
import { DataTable, type DataTableColumn } from '@parchment/ui/components';
import { collections, type Collection } from './collections';

const columns: DataTableColumn<Collection>[] = [
  { id: 'title', header: 'Collection', rowHeader: true, cell: (collection) => collection.title, sortValue: (collection) => collection.title },
  { id: 'kicker', header: 'Theme', cell: (collection) => collection.kicker, sortValue: (collection) => collection.kicker },
  { id: 'facts', header: 'Facts', align: 'end', cell: (collection) => collection.facts.length },
];

export default function Home() {
  return (
    <>
      <PageHeader title="Collections" intro={`${collections.length} collections on ${pageCount(collections.length, 2)} pages`} />
      <CardGrid>
        {collections.slice(0, 2).map((collection) => (
          <ArticleCard
            key={collection.slug}
            kicker={collection.kicker}
            title={collection.title}
            dek={collection.dek}
            href={`/collections/${collection.slug}`}
            tags={collection.tags}
            tagHref="/?tag={tag}"
            headingLevel={2}
          />
        ))}
      </CardGrid>
      <Pagination page={1} perPage={2} total={collections.length} shown={2} hrefForPage="/?page={page}" noun="collections" />
      <DataTable columns={columns} rows={collections} rowKey="slug" caption="Every collection" />
    </>
  );
}
