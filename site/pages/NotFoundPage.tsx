import { useId } from 'react';
import { useLocation } from 'react-router';
import { Button, Field, Inline, NotFound } from '../../src';
import { NotFoundLogIsland } from '../islands/NotFoundLog';
import type { PageModule } from '../pageTypes';
import * as field from '../../tokens/field.css';
import * as styles from './NotFoundPage.css';
import { notFoundHead } from './notFoundHead';

export { notFoundHead };

/**
 * Product §2, 404: shows '404', 'Oops! Page not found', a search box that
 * sends its term to /search and 'Return to Home', and logs the attempted path.
 *
 * The search box is a plain GET form with no script of its own, not the
 * search page's SearchBox: an article page carries this page (for an unknown
 * slug), and every byte here counts against the article's start-up budget.
 * The results page it leads to is server-rendered.
 */
export function NotFoundView() {
  const { pathname } = useLocation();
  const inputId = useId();
  return (
    <NotFound>
      <NotFoundLogIsland islandId="not-found-log" pathname={pathname} />
      <p>Check the address, or search the archive for what you were looking for.</p>
      <form role="search" aria-label="Search the archive" action="/search" method="get" className={styles.search}>
        <Field label="Search the archive" controlId={inputId}>
          {(control) => (
            <Inline wrap={false} space="2">
              <input {...control} type="search" name="q" className={field.searchInput} placeholder="Search for topics, people, or events..." autoComplete="off" />
              <Button type="submit">Search</Button>
            </Inline>
          )}
        </Field>
      </form>
    </NotFound>
  );
}

export const notFoundPage: PageModule = {
  source: 'site/pages/NotFoundPage.tsx',
  Component: NotFoundView,
  head: ({ pathname }) => notFoundHead(pathname),
};
