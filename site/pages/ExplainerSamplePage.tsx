import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'The Bill of Rights, Explained', description: DEFAULT_DESCRIPTION, path: pathname };
}

function ExplainerSampleView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="The Bill of Rights, Explained" />;
}

export const explainerSamplePage: PageModule = {
  Component: ExplainerSampleView,
  head: ({ pathname }) => head(pathname),
};
