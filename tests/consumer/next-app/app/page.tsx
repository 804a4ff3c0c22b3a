/** A server component listing the collections with cards, tags and pages given as href templates. */
import { ArticleCard, CardGrid, PageHeader, Pagination, pageCount } from '@parchment/ui';
import { collections } from './collections';

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
    </>
  );
}
