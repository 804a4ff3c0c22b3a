import { Breadcrumbs, CorrectionsLog, Link, PageHeader, Stack } from '../../src';
import { LoadError } from './LoadError';
import { API_BASE } from '../data/api';
import type { CorrectionsResponse } from '../../common/api';
import { usePageAnswer } from '../data/prefetch';
import { type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import * as styles from './CorrectionsLogPage.css';

export const CORRECTIONS_LOG_PATH = '/about/corrections';
export const correctionsUrl = (): string => `${API_BASE}/corrections`;

export function correctionsLogHead(): PageHead {
  return {
    title: 'Corrections Log',
    description: 'Every correction Parchment has made to a published article, newest first: the date, the article and what changed.',
    path: CORRECTIONS_LOG_PATH,
  };
}

/**
 * docs/product.md §2, Corrections Log: every correction of every published
 * article, newest first, each with its date, the article (linked) and what
 * was wrong and what is right. The Corrections Policy links here.
 */
function CorrectionsLogView() {
  const state = usePageAnswer<CorrectionsResponse>(correctionsUrl());
  const entries = (state.data?.data ?? []).map((entry) => ({
    date: entry.date,
    text: entry.text,
    articleTitle: entry.article.title,
    articleHref: entry.article.canonical_url,
  }));
  return (
    <Stack space="6" className={styles.page}>
      <Breadcrumbs items={[{ label: 'About', href: '/about' }, { label: 'Corrections Log' }]} />
      <PageHeader
        title="Corrections Log"
        intro="When we get a fact wrong, we fix it, say so on the article, and list the correction here."
      />
      <p className={styles.note}>
        How we decide what needs a correction, and how to report an error: our{' '}
        <Link href="/about/corrections-policy">Corrections Policy</Link>.
      </p>
      {state.status === 'error' ? <LoadError message={`Error loading corrections: ${state.error}`} /> : null}
      {state.status === 'loaded' ? <CorrectionsLog entries={entries} /> : null}
    </Stack>
  );
}

export const correctionsLogPage: PageModule = {
  source: 'site/pages/CorrectionsLogPage.tsx',
  Component: CorrectionsLogView,
  data: () => [correctionsUrl()],
  head: correctionsLogHead,
};
