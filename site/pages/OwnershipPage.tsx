import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Ownership and Transparency', description: DEFAULT_DESCRIPTION, path: pathname };
}

function OwnershipView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Ownership and Transparency" />;
}

export const ownershipPage: PageModule = {
  Component: OwnershipView,
  head: ({ pathname }) => head(pathname),
};
