import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Corrections Policy', description: DEFAULT_DESCRIPTION, path: pathname };
}

function CorrectionsPolicyView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Corrections Policy" />;
}

export const correctionsPolicyPage: PageModule = {
  Component: CorrectionsPolicyView,
  head: ({ pathname }) => head(pathname),
};
