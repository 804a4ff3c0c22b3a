import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Parchment', description: DEFAULT_DESCRIPTION, path: pathname };
}

function HomeView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Parchment" />;
}

export const homePage: PageModule = {
  Component: HomeView,
  head: ({ pathname }) => head(pathname),
};
