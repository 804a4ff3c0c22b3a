import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Accessibility Statement', description: DEFAULT_DESCRIPTION, path: pathname };
}

function AccessibilityView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Accessibility Statement" />;
}

export const accessibilityPage: PageModule = {
  Component: AccessibilityView,
  head: ({ pathname }) => head(pathname),
};
