import { Breadcrumbs, Byline, KeyFacts, PageHeader } from '@parchment/ui';
import type { Route } from './+types/collection';

const collections: Record<string, { title: string; facts: string[] }> = {
  courthouse: { title: 'The Old Courthouse', facts: ['Completed in 1858', 'Listed on the National Register in 1976'] },
};

export function loader({ params }: Route.LoaderArgs) {
  const collection = collections[params.slug];
  if (!collection) throw new Response('Not found', { status: 404 });
  return { slug: params.slug, ...collection };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? 'Not found' }];
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Collections', href: '/' }, { label: loaderData.title }]} />
      <PageHeader title={loaderData.title} />
      <Byline
        authorName="Ada Archivist"
        publishedDate="2026-03-14"
        readTime={6}
        shareUrl={`https://example.org/collections/${loaderData.slug}`}
        shareTitle={loaderData.title}
      />
      <KeyFacts facts={loaderData.facts} headingLevel={2} />
    </>
  );
}
