import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Alabama State Archive', description: DEFAULT_DESCRIPTION, path: pathname };
}

function AlabamaView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Alabama State Archive" />;
}

export const alabamaPage: PageModule = {
  Component: AlabamaView,
  head: ({ pathname }) => head(pathname),
};
