/**
 * What another team's app does with Parchment: its own brand and links in
 * the header, an article card, a byline and key facts, in both themes. It
 * imports only the published package, never this repository's sources.
 */
import { ArticleCard, Button, Byline, Column, Columns, KeyFacts, Link, ParchmentProvider, SiteHeader, Stack, type NavigationLink, type ParchmentTheme } from '@parchment/ui';
import { TextField } from '@parchment/ui/forms';
import { checkThemeContrast, themeVars, type BrandThemeValues } from '@parchment/ui/tokens';

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
        {/* The card in two thirds of the row, the byline and facts stacked in the last third; one column on a phone. */}
        <Columns as="main" space="6" collapseBelow="tablet">
          <Column width="2/3">
            <ArticleCard
              kicker="Landmarks"
              title="The Old Courthouse"
              href="/collections/courthouse"
              dek="Built in 1858 of local limestone, it served the county for a century."
              tags={['architecture', 'courts']}
              tagHref={(tag) => `/collections?tag=${encodeURIComponent(tag)}`}
              headingLevel={2}
            />
          </Column>
          <Column width="1/3">
            <Stack space="4">
              <Byline
                authorName="Ada Archivist"
                authorBioUrl="/people/ada"
                publishedDate="2026-03-14"
                readTime={6}
                shareUrl="https://example.org/collections/courthouse"
                shareTitle="The Old Courthouse"
              />
              <KeyFacts facts={['Completed in 1858', 'Listed on the National Register in 1976']} headingLevel={2} />
            </Stack>
          </Column>
        </Columns>
      </section>
    </ParchmentProvider>
  );
}

/** A society's own green for buttons and links, over the parchment theme. */
export const brand: BrandThemeValues = { accentSurface: '#2E7D32', onAccent: '#FFFFFF', link: '#1B5E20' };

/** The same components under the brand theme, made at run time with no vanilla-extract in the app. */
function BrandShowcase() {
  return (
    <ParchmentProvider theme="parchment">
      <section aria-label="brand theme" data-testid="brand" data-contrast-problems={checkThemeContrast(brand).length} style={themeVars(brand)}>
        <h2>Membership</h2>
        <p>
          Members get early tickets to every tour. <Link href="/visit">Plan a visit</Link>
        </p>
        {/* From a layer's own export. */}
        <TextField label="Email for the newsletter" name="email" type="email" autoComplete="email" hint="One letter a month." />
        <Button>Become a member</Button>
      </section>
    </ParchmentProvider>
  );
}

export function App() {
  return (
    <>
      <h1>County Historical Society, two themes and a brand</h1>
      <Showcase theme="parchment" />
      <Showcase theme="ink" />
      <BrandShowcase />
    </>
  );
}
