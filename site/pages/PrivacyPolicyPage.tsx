import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Privacy Policy', description: DEFAULT_DESCRIPTION, path: pathname };
}

function PrivacyPolicyView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Privacy Policy" />;
}

export const privacyPolicyPage: PageModule = {
  Component: PrivacyPolicyView,
  head: ({ pathname }) => head(pathname),
};
