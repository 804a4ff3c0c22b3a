import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFound } from '../../src';
import type { PageHead } from '../head';
import { usePageHead } from '../head';
import type { PageModule } from '../pageTypes';

export function notFoundHead(path: string): PageHead {
  return {
    title: 'Page not found',
    description: 'The page you asked for is not here. Return to the home page to keep reading.',
    path,
    status: 404,
  };
}

/** Product §2, 404: shows '404', 'Oops! Page not found', 'Return to Home', and logs the attempted path. */
export function NotFoundView() {
  const { pathname } = useLocation();
  usePageHead(notFoundHead(pathname));
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return <NotFound>Check the address, or search the archive for what you were looking for.</NotFound>;
}

export const notFoundPage: PageModule = {
  Component: NotFoundView,
  head: ({ pathname }) => notFoundHead(pathname),
};
