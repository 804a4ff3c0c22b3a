import { useId } from 'react';
import { useParams } from 'react-router';
import { ArticleCard, Breadcrumbs, CardGrid, EmptyState, PageHeader, Stack } from '../../src';
import { LoadError } from './LoadError';
import type { AuthorResponse } from '../../common/api';
import { cardFromListItem } from '../content/links';
import { usePageAnswer } from '../data/prefetch';
import { type PageHead } from '../head';
import type { PageContext, PageModule } from '../pageTypes';
import { notFoundHead, NotFoundView } from './LazyNotFound';
import * as styles from './AuthorPage.css';


export function authorUrl(id: string): string {
  return `/api/authors/${encodeURIComponent(id)}`;
}

/** The first sentence of the bio, for search engines and link previews. */
function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return match ? match[1] : text.trim();
}

function head(id: string, pathname: string, author: AuthorResponse | null | undefined, missing: boolean): PageHead {
  if (missing) return notFoundHead(pathname);
  const path = `/about/authors/${encodeURIComponent(id)}`;
  if (!author) return { title: 'Author', description: 'Who writes and reviews Parchment articles.', path };
  return { title: author.name, description: firstSentence(author.bio) || `${author.name}, ${author.role}.`, path };
}

function contextHead({ params, pathname, data, missing }: PageContext): PageHead {
  const id = params.id ?? '';
  return head(id, pathname, data[authorUrl(id)] as AuthorResponse | undefined, missing.has(authorUrl(id)));
}

function AuthorArticles({ author }: { author: AuthorResponse }) {
  const headingId = useId();
  const articles = author.articles ?? [];
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Articles
      </h2>
      {articles.length === 0 ? (
        <EmptyState message={`No published articles by ${author.name} yet.`} />
      ) : (
        <>
          <p className={styles.note}>
            {articles.length} {articles.length === 1 ? 'article' : 'articles'} written or reviewed by {author.name}, newest first.
          </p>
          <CardGrid aria-labelledby={headingId}>
            {articles.map((item) => (
              <ArticleCard key={item.slug} {...cardFromListItem(item)} variant="secondary" headingLevel={3} />
            ))}
          </CardGrid>
        </>
      )}
    </section>
  );
}

/**
 * An author's page (/about/authors/{id}), where bylines link: name, role,
 * bio and the articles they wrote or reviewed. An unknown author is a 404.
 */
function AuthorView() {
  const { id = '' } = useParams();
  const state = usePageAnswer<AuthorResponse>(authorUrl(id));
  const notFound = state.status === 'error' && state.errorStatus === 404;
  if (notFound) return <NotFoundView />;
  const author = state.status === 'loaded' ? state.data : null;
  return (
    <Stack space="8">
      <Breadcrumbs items={[{ label: 'About', href: '/about' }, { label: author?.name ?? 'Author' }]} />
      <PageHeader kicker={author ? 'Parchment editors' : undefined} title={author?.name ?? 'Author'} intro={author?.role} />
      {state.status === 'error' ? <LoadError message={`Error loading author: ${state.error}`} /> : null}
      {author ? (
        <>
          <p className={styles.bio}>{author.bio}</p>
          <AuthorArticles author={author} />
        </>
      ) : null}
    </Stack>
  );
}

export const authorPage: PageModule = {
  source: 'site/pages/AuthorPage.tsx',
  Component: AuthorView,
  data: ({ params }) => (params.id ? [authorUrl(params.id)] : []),
  head: contextHead,
};
