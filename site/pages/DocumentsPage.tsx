import { useParams } from 'react-router';
import { ArticleCard, Breadcrumbs, CardGrid, FoundingDocument, Link, PageHeader, Stack, TableOfContents } from '../../src';
import type { FoundingDocumentResponse, FoundingDocumentsResponse } from '../../common/api';
import { API_BASE } from '../data/api';
import { usePageAnswer } from '../data/prefetch';
import type { PageHead } from '../head';
import { PartLinksIsland } from '../islands/documentIslands';
import type { PageContext, PageModule } from '../pageTypes';
import { LoadError } from './LoadError';
import { notFoundHead, NotFoundView } from './LazyNotFound';
import * as styles from './DocumentsPage.css';

export const DOCUMENTS_PATH = '/documents';
const documentsUrl = () => `${API_BASE}/documents`;
const documentUrl = (slug: string) => `${API_BASE}/documents/${encodeURIComponent(slug)}`;
const documentPath = (slug: string) => `${DOCUMENTS_PATH}/${slug}`;

const INDEX_DESCRIPTION = 'The Declaration of Independence and the Constitution with all 27 amendments, in full, in the National Archives’ transcription.';

/** /documents: the founding documents Parchment publishes in full, oldest first. */
function DocumentsIndexView() {
  const state = usePageAnswer<FoundingDocumentsResponse>(documentsUrl());
  return (
    <Stack space="8">
      <Breadcrumbs items={[{ label: 'Founding Documents' }]} />
      <PageHeader title="Founding Documents" intro={INDEX_DESCRIPTION} />
      {state.status === 'error' ? <LoadError message={`Error loading the documents: ${state.error}`} /> : null}
      {state.status === 'loaded' ? (
        <CardGrid aria-label="Founding documents">
          {state.data.data.map((document) => (
            <ArticleCard key={document.slug} title={document.title} dek={document.description} href={documentPath(document.slug)} kicker="Founding document" variant="compact" headingLevel={2} />
          ))}
        </CardGrid>
      ) : null}
    </Stack>
  );
}

export const documentsIndexPage: PageModule = {
  source: 'site/pages/DocumentsPage.tsx',
  Component: DocumentsIndexView,
  data: () => [documentsUrl()],
  head: (): PageHead => ({ title: 'Founding Documents', description: INDEX_DESCRIPTION, path: DOCUMENTS_PATH }),
};

function documentHead({ params, pathname, data, missing }: PageContext): PageHead {
  const slug = params.slug ?? '';
  if (missing.has(documentUrl(slug))) return notFoundHead(pathname);
  const document = data[documentUrl(slug)] as FoundingDocumentResponse | undefined;
  return { title: document?.title ?? 'Founding Document', description: document?.description ?? INDEX_DESCRIPTION, path: documentPath(slug) };
}

/**
 * /documents/{slug}: a founding document in full, every part at its own
 * address (#article-1-section-8-clause-3) with a link that copies it, and
 * superseded words marked with a link to what superseded them.
 */
function DocumentView() {
  const { slug = '' } = useParams();
  const state = usePageAnswer<FoundingDocumentResponse>(documentUrl(slug));
  if (state.status === 'error' && state.errorStatus === 404) return <NotFoundView />;
  const document = state.status === 'loaded' ? state.data : null;
  const title = document?.title ?? 'Founding Document';
  return (
    <Stack space="8">
      <Breadcrumbs items={[{ label: 'Founding Documents', href: DOCUMENTS_PATH }, { label: title }]} />
      <PageHeader kicker="Founding document" title={title} intro={document?.description} />
      {state.status === 'error' ? <LoadError message={`Error loading the document: ${state.error}`} /> : null}
      {document ? (
        <>
          <p className={styles.transcription}>
            {document.transcription} <Link href={document.source}>The transcription at the National Archives</Link>
          </p>
          <TableOfContents title="Parts" items={document.parts.map((part) => ({ id: part.id, text: part.label, level: 2 }))} className={styles.contents} />
          <FoundingDocument
            parts={document.parts}
            paragraphLabel={document.paragraph_label}
            discussedIn={Object.fromEntries(Object.entries(document.discussed_in).map(([part, articles]) => [part, articles.map((article) => ({ title: article.title, href: article.canonical_url }))]))}
          />
          <PartLinksIsland islandId="part-links" />
        </>
      ) : null}
    </Stack>
  );
}

export const foundingDocumentPage: PageModule = {
  source: 'site/pages/DocumentsPage.tsx',
  Component: DocumentView,
  data: ({ params }) => (params.slug ? [documentUrl(params.slug)] : []),
  head: documentHead,
};
