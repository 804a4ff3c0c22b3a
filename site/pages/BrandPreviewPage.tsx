import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Brand Preview', description: DEFAULT_DESCRIPTION, path: pathname };
}

function BrandPreviewView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Brand Preview" />;
}

export const brandPreviewPage: PageModule = {
  Component: BrandPreviewView,
  head: ({ pathname }) => head(pathname),
};
