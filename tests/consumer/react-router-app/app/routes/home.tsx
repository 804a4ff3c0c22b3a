import { ArticleCard, PageHeader } from '@parchment/ui';

export function meta() {
  return [{ title: 'Collections' }];
}

export default function Home() {
  return (
    <>
      <PageHeader title="Collections" />
      <ArticleCard kicker="Landmarks" title="The Old Courthouse" dek="Built in 1858." href="/collections/courthouse" tags={['architecture']} tagHref="/?tag={tag}" headingLevel={2} />
    </>
  );
}
