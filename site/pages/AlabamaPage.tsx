import { Breadcrumbs, DataTable, Link, PageHeader, SourceList, Stack, type DataTableColumn } from '../../src';
import { LoadError } from './LoadError';
import { countyAnchor, seatLabel, stateArchiveUrl, type StateArchive, type StateCounty } from '../content/states';
import { usePageAnswer } from '../data/prefetch';
import type { PageHead } from '../head';
import type { PageContext, PageModule } from '../pageTypes';
import { notFoundHead, NotFoundView } from './LazyNotFound';
import * as styles from './AlabamaPage.css';

const PATH = '/landmarks/states/alabama';
const DATA_URL = stateArchiveUrl('alabama');
const TABLE_ID = 'county-table';

function head(archive: StateArchive | null | undefined, missing: boolean): PageHead {
  if (missing) return notFoundHead(PATH);
  return {
    title: archive?.title ?? 'Alabama State Archive',
    description:
      archive?.dek ?? "A county-by-county guide to Alabama's 67 counties, with each county seat and the year it was established.",
    path: PATH,
  };
}

function contextHead({ data, missing }: PageContext): PageHead {
  return head(data[DATA_URL] as StateArchive | undefined, missing.has(DATA_URL));
}

const COUNTY_COLUMNS: DataTableColumn<StateCounty>[] = [
  { id: 'county', header: 'County', rowHeader: true, cell: (county) => <Link href={`#${countyAnchor(county.name)}`}>{county.name} County</Link> },
  { id: 'seat', header: 'County seat', cell: (county) => county.seat },
  { id: 'established', header: 'Established', cell: (county) => county.established ?? 'Unknown' },
];

function CountyProfile({ county }: { county: StateCounty }) {
  const id = countyAnchor(county.name);
  return (
    <Stack as="li" space="2" id={id} className={styles.county}>
      <h3 className={styles.countyName}>
        {county.name} County
      </h3>
      <dl className={styles.facts}>
        <dt className={styles.term}>{seatLabel(county.seat)}</dt>
        <dd className={styles.definition}>{county.seat}</dd>
        <dt className={styles.term}>Established</dt>
        <dd className={styles.definition}>{county.established ?? 'Unknown'}</dd>
      </dl>
      <p className={styles.summary}>{county.summary}</p>
      <Link href={`#${TABLE_ID}`} className={styles.backLink}>
        Back to the county table
      </Link>
    </Stack>
  );
}

function ArchiveContent({ archive }: { archive: StateArchive }) {
  const counties = archive.counties ?? [];
  return (
    <>
      <Stack space="4" className={styles.prose}>
        {(archive.intro ?? []).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </Stack>
      <section aria-labelledby={TABLE_ID} className={styles.section}>
        <h2 id={TABLE_ID} className={styles.sectionHeading} tabIndex={-1}>
          Counties and county seats
        </h2>
        <DataTable
          caption={`All ${counties.length} counties in alphabetical order. Each county name links to its profile below.`}
          columns={COUNTY_COLUMNS}
          rows={counties}
          rowKey="name"
        />
      </section>
      <section aria-labelledby="county-profiles" className={styles.section}>
        <h2 id="county-profiles" className={styles.sectionHeading}>
          County profiles
        </h2>
        <ul className={styles.countyList}>
          {counties.map((county) => (
            <CountyProfile key={county.name} county={county} />
          ))}
        </ul>
      </section>
      <SourceList
        sources={(archive.sources ?? []).map((source, index) => ({
          id: String(index),
          title: source.title,
          publisher: source.publisher ?? '',
          url: source.url,
          date: source.date ?? '',
          type: source.type === 'primary' ? 'primary' : 'secondary',
        }))}
      />
    </>
  );
}

/**
 * Product §2, the Alabama pilot: its introduction, sources and all 67
 * counties with their seats, in a table whose names link to each county's
 * profile (id county-<slug>, e.g. county-st-clair) with its summary and the
 * year it was established. Missing data is a 404.
 */
function AlabamaView() {
  const state = usePageAnswer<StateArchive>(DATA_URL);
  const notFound = state.status === 'error' && state.errorStatus === 404;
  if (notFound) return <NotFoundView />;
  return (
    <Stack space="10">
      <Breadcrumbs
        items={[{ label: 'Landmarks', href: '/landmarks' }, { label: 'State Archives', href: '/landmarks/states' }, { label: 'Alabama' }]}
      />
      <PageHeader kicker="State Archives" title={state.data?.title ?? 'Alabama State Archive'} intro={state.data?.dek} />
      {state.status === 'error' ? <LoadError message={`Error loading state archive: ${state.error}`} /> : null}
      {state.status === 'loaded' && state.data ? <ArchiveContent archive={state.data} /> : null}
    </Stack>
  );
}

export const alabamaPage: PageModule = {
  source: 'site/pages/AlabamaPage.tsx',
  Component: AlabamaView,
  data: () => [DATA_URL],
  head: contextHead,
};
