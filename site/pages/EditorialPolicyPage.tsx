import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Editorial Policy', description: DEFAULT_DESCRIPTION, path: pathname };
}

function EditorialPolicyView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Editorial Policy" />;
}

export const editorialPolicyPage: PageModule = {
  Component: EditorialPolicyView,
  head: ({ pathname }) => head(pathname),
};
