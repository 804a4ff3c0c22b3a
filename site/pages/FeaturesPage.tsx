import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Features', description: DEFAULT_DESCRIPTION, path: pathname };
}

function FeaturesView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Features" />;
}

export const featuresPage: PageModule = {
  Component: FeaturesView,
  head: ({ pathname }) => head(pathname),
};
