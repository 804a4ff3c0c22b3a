import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'State Archives', description: DEFAULT_DESCRIPTION, path: pathname };
}

function LandmarkStatesView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="State Archives" />;
}

export const landmarkStatesPage: PageModule = {
  Component: LandmarkStatesView,
  head: ({ pathname }) => head(pathname),
};
