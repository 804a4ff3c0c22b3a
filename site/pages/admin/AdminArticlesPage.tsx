/**
 * /admin/articles (product §§2, 4, 5, 6): "Articles Manager", a
 * read-only list of published articles for administrators. Everyone else
 * sees Access Denied with a way back to /admin. The list is fetched only once
 * the server has confirmed admin status, with the user's access token.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useNavigate } from 'react-router';
import {
  AccessNotice,
  AdminArticlesTable,
  AdminFilters,
  Breadcrumbs,
  ErrorState,
  LoadingState,
  PageHeader,
  Pagination,
  Stack,
} from '../../../src';
import { canonicalArticlePath } from '../../content/links';
import { useAdminStatus } from '../../auth/adminStatus';
import { loadAuthClient, useAuthSession } from '../../auth/session';
import { useAdminListQuery } from './useAdminListQuery';
import { signInAgain, signOutAndRefocus } from './adminShared';
import { useAdminArticles } from './useAdminArticles';
import { SessionLoading } from './SessionLoading';
import * as styles from './AdminArticlesPage.css';

function ArticlesManager({ client }: { client: SupabaseClient }) {
  const { inputs, filters, page, sort, setFilters, setPage, setSort } = useAdminListQuery();
  const list = useAdminArticles(client, filters, page, sort);

  return (
    <Stack space="6" className={styles.manager}>
      <AdminFilters values={inputs} categories={list.last?.categories ?? []} onChange={setFilters} />
      <AdminArticlesTable
        articleHref={canonicalArticlePath}
        // The last page's rows stay while the next loads, so a header pressed to sort keeps its focus.
        rows={list.last?.rows ?? []}
        state={list.status}
        sort={sort}
        onSortChange={setSort}
        error={list.error ?? undefined}
        onRetry={list.retry}
        caption="Published articles"
      />
      {/* Kept while the next page loads, so Previous and Next never vanish from under the reader's focus. */}
      {list.status !== 'error' && list.last ? (
        <Pagination
          page={list.last.meta.page}
          perPage={list.last.meta.per_page}
          total={list.last.meta.total}
          shown={list.last.rows.length}
          onPageChange={setPage}
        />
      ) : null}
    </Stack>
  );
}

function ManagerOrNotice() {
  const auth = useAuthSession();
  const admin = useAdminStatus(auth);
  const navigate = useNavigate();

  if (auth.status === 'loading') return <SessionLoading />;
  if (auth.status === 'unavailable') {
    return <ErrorState title="Sign-in is unavailable" message={auth.error} onRetry={() => void loadAuthClient().catch(() => undefined)} />;
  }
  if (auth.status === 'signed-out' && auth.sessionEnded) {
    // Product §4: Sign in leads to the sign-in panel, which lives on /admin (where every sign-in returns).
    return (
      <div className={styles.notice}>
        <AccessNotice
          variant="session-ended"
          headingLevel={2}
          onSignIn={() => {
            signInAgain();
            void navigate('/admin');
          }}
        />
      </div>
    );
  }
  if (auth.status === 'signed-in') {
    const { client } = auth;
    if (admin.status === 'admin') return <ArticlesManager client={client} />;
    if (admin.status === 'checking') return <LoadingState message="Verifying admin access..." />;
    if (admin.status === 'error') {
      // Not known to be a non-admin: say what failed and offer the check again.
      return (
        <div className={styles.notice}>
          <AccessNotice
            variant="check-error"
            headingLevel={2}
            message={admin.error}
            onRetry={admin.retry}
            onSwitchAccount={() => void signOutAndRefocus(client)}
          />
        </div>
      );
    }
  }
  return (
    <div className={styles.notice}>
      <AccessNotice variant="access-denied" headingLevel={2} backHref="/admin" />
    </div>
  );
}

/** Loaded only on /admin/articles. */
export default function AdminArticlesPage() {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Admin', href: '/admin' }, { label: 'Articles' }]} />
      <PageHeader title="Articles Manager" intro="Read-only view of published articles" />
      <ManagerOrNotice />
    </>
  );
}
