import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NotFound, SearchBox } from '../../src';
import { searchPageHref } from '../content/searchPageHref';
import { usePageHead } from '../head';
import type { PageModule } from '../pageTypes';
import * as styles from './NotFoundPage.css';
import { notFoundHead } from './notFoundHead';

export { notFoundHead };

/**
 * Product §2, 404: shows '404', 'Oops! Page not found', a search box that
 * sends its term to /search (a GET form without JavaScript, a client-side
 * navigation with it) and 'Return to Home', and logs the attempted path.
 */
export function NotFoundView() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  usePageHead(notFoundHead(pathname));
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <NotFound>
      <p>Check the address, or search the archive for what you were looking for.</p>
      <div className={styles.search}>
        <SearchBox value={term} onChange={setTerm} onSubmit={(value) => navigate(searchPageHref({ term: value.trim(), tag: null }, 1))} action="/search" />
      </div>
    </NotFound>
  );
}

export const notFoundPage: PageModule = {
  Component: NotFoundView,
  head: ({ pathname }) => notFoundHead(pathname),
};
