import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'About Parchment', description: DEFAULT_DESCRIPTION, path: pathname };
}

function AboutView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="About Parchment" />;
}

export const aboutPage: PageModule = {
  Component: AboutView,
  head: ({ pathname }) => head(pathname),
};
