import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Article', description: DEFAULT_DESCRIPTION, path: pathname };
}

function ArticleView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Article" />;
}

export const articlePage: PageModule = {
  Component: ArticleView,
  head: ({ pathname }) => head(pathname),
};
