import { ArticleCard, Breadcrumbs, CardGrid, PageHeader, Stack } from '../../src';
import { STATE_ARCHIVES } from '../content/states';
import { type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import * as styles from './LandmarkStatesPage.css';

function head(): PageHead {
  return {
    title: 'State Archives',
    description: 'County-by-county guides to American states, beginning with a pilot that covers all 67 counties of Alabama.',
    path: '/landmarks/states',
  };
}

/**
 * Product §2, Landmark states: explains the Alabama pilot covering all 67
 * counties, one card to /landmarks/states/alabama, and a note that more state
 * archives are coming.
 */
function LandmarkStatesView() {
  return (
    <Stack space="8">
      <Breadcrumbs items={[{ label: 'Landmarks', href: '/landmarks' }, { label: 'State Archives' }]} />
      <PageHeader
        kicker="Landmarks"
        title="State Archives"
        intro="Guides to the places where history is kept close to home: the counties, county seats and courthouses of each state."
      />
      <Stack space="4" className={styles.prose}>
        <p className={styles.paragraph}>
          Our state archives begin with a pilot for Alabama that covers all 67 of its counties. For each county it gives the
          county seat, the year the county was established, what it is named for and one notable fact, with sources you can
          follow for deeper research.
        </p>
        <p className={styles.paragraph}>
          County records are where much of American history is written down: deeds and wills, court cases, marriages and the
          minutes of local government. Knowing a county&apos;s seat and its age is the first step to finding them.
        </p>
      </Stack>
      <CardGrid aria-label="State archives">
        {STATE_ARCHIVES.map((state) => (
          <ArticleCard
            key={state.slug}
            kicker={`${state.countyCount} counties`}
            title={state.title}
            dek={state.dek}
            href={state.href}
            headingLevel={2}
          />
        ))}
      </CardGrid>
      <p className={styles.comingSoon}>More state archives coming soon...</p>
    </Stack>
  );
}

export const landmarkStatesPage: PageModule = {
  source: 'site/pages/LandmarkStatesPage.tsx',
  Component: LandmarkStatesView,
  head: () => head(),
};
