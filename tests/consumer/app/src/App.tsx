/**
 * What another team's app does with Parchment: its own brand and links in
 * the header, an article card, a byline and key facts, in both themes. It
 * imports only the published package, never this repository's sources.
 */
import { ArticleCard, Byline, KeyFacts, ParchmentProvider, SiteHeader, type NavigationLink, type ParchmentTheme } from '@parchment/ui';

const navigation: NavigationLink[] = [
  { href: '/', label: 'Home', exact: true },
  { href: '/collections', label: 'Collections' },
  { href: '/visit', label: 'Visit' },
];

function Showcase({ theme }: { theme: ParchmentTheme }) {
  return (
    <ParchmentProvider theme={theme}>
      <section aria-label={`${theme} theme`} data-testid={theme}>
        <SiteHeader brandName="County Historical Society" navigation={navigation} navigationLabel={`Main, ${theme}`} currentPath="/collections/courthouse" />
        <main>
          <ArticleCard
            kicker="Landmarks"
            title="The Old Courthouse"
            href="/collections/courthouse"
            dek="Built in 1858 of local limestone, it served the county for a century."
            tags={['architecture', 'courts']}
            tagHref={(tag) => `/collections?tag=${encodeURIComponent(tag)}`}
            headingLevel={2}
          />
          <Byline
            authorName="Ada Archivist"
            authorBioUrl="/people/ada"
            publishedDate="2026-03-14"
            readTime={6}
            shareUrl="https://example.org/collections/courthouse"
            shareTitle="The Old Courthouse"
          />
          <KeyFacts facts={['Completed in 1858', 'Listed on the National Register in 1976']} headingLevel={2} />
        </main>
      </section>
    </ParchmentProvider>
  );
}

export function App() {
  return (
    <>
      <h1>County Historical Society, two themes</h1>
      <Showcase theme="parchment" />
      <Showcase theme="ink" />
    </>
  );
}
