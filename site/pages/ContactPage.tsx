import { useLocation } from 'react-router';
import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

function head(pathname: string): PageHead {
  return { title: 'Contact Us', description: DEFAULT_DESCRIPTION, path: pathname };
}

function ContactView() {
  const { pathname } = useLocation();
  usePageHead(head(pathname));
  return <PageHeader title="Contact Us" />;
}

export const contactPage: PageModule = {
  Component: ContactView,
  head: ({ pathname }) => head(pathname),
};
