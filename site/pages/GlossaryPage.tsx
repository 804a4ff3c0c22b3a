import { Breadcrumbs, Link, PageHeader, Stack } from '../../src';
import type { GlossaryEntry, GlossaryResponse } from '../../common/api';
import { API_BASE } from '../data/api';
import { usePageAnswer } from '../data/prefetch';
import type { PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import { BACK_MATTER_IDS } from './article/sections';
import { LoadError } from './LoadError';
import * as styles from './GlossaryPage.css';

const glossaryUrl = () => `${API_BASE}/glossary`;
const INTRO = 'Every hard word our articles explain, in plain words for a reader of fourteen, with the article it comes from.';

/** The letter a term is filed under: its first letter, or "#" for a term that starts with a digit or a sign. */
function letterOf(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

function byLetter(entries: readonly GlossaryEntry[]): Array<[string, GlossaryEntry[]]> {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups];
}

const letterId = (letter: string) => `glossary-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/**
 * /glossary (docs/product.md §2, Glossary): the articles' glossaries in one
 * list, A to Z, each term with its definition and a link back to the
 * article's classroom notes, where it is defined beside the questions.
 */
function GlossaryView() {
  const state = usePageAnswer<GlossaryResponse>(glossaryUrl());
  const groups = state.status === 'loaded' ? byLetter(state.data.data) : [];
  return (
    <Stack space="8">
      <Breadcrumbs items={[{ label: 'Glossary' }]} />
      <PageHeader title="Glossary" intro={INTRO} />
      {state.status === 'error' ? <LoadError message={`Error loading the glossary: ${state.error}`} /> : null}
      {groups.length > 0 ? (
        <nav aria-label="Glossary letters">
          <ul className={styles.letters}>
            {groups.map(([letter]) => (
              <li key={letter}>
                <Link href={`#${letterId(letter)}`} className={styles.letterLink}>
                  {letter}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map(([letter, entries]) => (
        <section key={letter} id={letterId(letter)} aria-labelledby={`${letterId(letter)}-heading`} className={styles.group}>
          <h2 id={`${letterId(letter)}-heading`} className={styles.letter}>
            {letter}
          </h2>
          <dl className={styles.terms}>
            {entries.map((entry) => (
              <div key={`${entry.term}\n${entry.article.slug}`} className={styles.entry}>
                <dt className={styles.term}>{entry.term}</dt>
                <dd className={styles.definition}>
                  {entry.definition}{' '}
                  <span className={styles.source}>
                    From <Link href={`${entry.article.canonical_url}#${BACK_MATTER_IDS.classroom}`}>{entry.article.title}</Link>
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Stack>
  );
}

export const glossaryPage: PageModule = {
  source: 'site/pages/GlossaryPage.tsx',
  Component: GlossaryView,
  data: () => [glossaryUrl()],
  head: (): PageHead => ({ title: 'Glossary', description: INTRO, path: '/glossary' }),
};
