/**
 * A server component per collection, prerendered for each slug: the
 * article's parts, with note links and back links given as templates.
 */
import { notFound } from 'next/navigation';
import { Breadcrumbs, Byline, KeyFacts, PageHeader, RichBody, SourceList, TagList } from '@parchment/ui';
import { collections, sources } from '../../collections';

export function generateStaticParams() {
  return collections.map((collection) => ({ slug: collection.slug }));
}

export default async function CollectionPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const collection = collections.find((candidate) => candidate.slug === slug);
  if (!collection) notFound();
  const cited = collection.body.sections.flatMap((section) => section.notes ?? []).map((note) => note.source);
  return (
    <article>
      <Breadcrumbs items={[{ label: 'Collections', href: '/' }, { label: collection.title }]} />
      <PageHeader kicker={collection.kicker} title={collection.title} intro={collection.dek} />
      <Byline
        authorName="Ada Archivist"
        publishedDate="2026-03-14"
        readTime={6}
        shareUrl={`https://example.org/collections/${collection.slug}`}
        shareTitle={collection.title}
      />
      <KeyFacts facts={collection.facts} headingLevel={2} />
      <RichBody body={collection.body} />
      <SourceList sources={sources} noteAnchors backHref="#note-{source}" citedSources={cited} />
      <TagList tags={collection.tags} tagHref="/?tag={tag}" />
    </article>
  );
}
