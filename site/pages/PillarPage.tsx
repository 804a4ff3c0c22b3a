import { PageHeader } from '../../src';
import { DEFAULT_DESCRIPTION, usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';

export type PillarSlug = 'foundations' | 'civic-life' | 'people' | 'landmarks' | 'media';

function head(category: PillarSlug): PageHead {
  return { title: category, description: DEFAULT_DESCRIPTION, path: `/${category}` };
}

export function pillarPage(category: PillarSlug): PageModule {
  function PillarView() {
    usePageHead(head(category));
    return <PageHeader title={category} />;
  }
  return { Component: PillarView, head: () => head(category) };
}
