import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Author', description: DEFAULT_DESCRIPTION, path: pathname };
}

function AuthorView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Author" />;
}

export const authorPage: PageModule = {
  Component: AuthorView,
  head: ({ pathname }) => head(pathname),
};
