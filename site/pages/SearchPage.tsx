import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Search the Archive', description: DEFAULT_DESCRIPTION, path: pathname };
}

function SearchView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Search the Archive" />;
}

export const searchPage: PageModule = {
  Component: SearchView,
  head: ({ pathname }) => head(pathname),
};
