/**
 * Product §2, Topics (/tags): every tag of a published article with how many
 * articles carry it, alphabetical and grouped by first letter, each linking to
 * the All articles page filtered by that tag. Server-rendered from
 * /api/tags, so it is a plain list of links without JavaScript too.
 */
import { useId } from 'react';
import { Breadcrumbs, Link, PageHeader, Stack, Inline } from '../../src';
import { LoadError } from './LoadError';
import { TAGS_URL } from '../data/tags';
import type { TagCount, TagsResponse } from '../../common/api';
import { type PageHead } from '../head';
import { usePageAnswer } from '../data/prefetch';
import type { PageModule } from '../pageTypes';
import * as styles from './TagsPage.css';

const HEAD: PageHead = {
  title: 'Topics',
  description: 'Every topic Parchment writes about, with how many articles each has, from the 19th century to voting rights.',
  path: '/tags',
};

/** The All articles page filtered by a tag. */
export function tagArchiveHref(tag: string): string {
  return `/articles?tag=${encodeURIComponent(tag)}`;
}

/** A tag's group: its first letter, or "0-9" for tags that start with a digit or anything else. */
function groupOf(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '0-9';
}

/** Tags sorted by name and grouped by first letter ("0-9" first). */
export function groupTags(tags: readonly TagCount[]): Array<{ letter: string; tags: TagCount[] }> {
  const sorted = [...tags].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const groups = new Map<string, TagCount[]>();
  for (const tag of sorted) {
    const letter = groupOf(tag.name);
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups].map(([letter, grouped]) => ({ letter, tags: grouped })).sort((a, b) => (a.letter === '0-9' ? -1 : b.letter === '0-9' ? 1 : a.letter.localeCompare(b.letter)));
}

function TagGroup({ letter, tags }: { letter: string; tags: TagCount[] }) {
  const headingId = useId();
  return (
    <Stack as="section" space="2" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.letter}>
        {letter}
      </h2>
      <Stack as="ul" space="2" className={styles.tagList}>
        {tags.map((tag) => (
          <Inline as="li" space="2" alignY="baseline" key={tag.slug}>
            <Link href={tagArchiveHref(tag.name)}>{tag.name}</Link>
            <span className={styles.tagCount}>
              {tag.count} {tag.count === 1 ? 'article' : 'articles'}
            </span>
          </Inline>
        ))}
      </Stack>
    </Stack>
  );
}

function TagsList() {
  const { status, data, error } = usePageAnswer<TagsResponse>(TAGS_URL);
  if (status === 'error') return <LoadError message={`Error loading topics: ${error}`} />;
  const tags = Array.isArray(data?.data) ? data.data : [];
  if (tags.length === 0) return <p>No topics yet.</p>;
  return (
    <div className={styles.groups}>
      {groupTags(tags).map((group) => (
        <TagGroup key={group.letter} letter={group.letter} tags={group.tags} />
      ))}
    </div>
  );
}

function TagsPage() {
  return (
    <Stack space="8">
      <Breadcrumbs items={[{ label: 'All articles', href: '/articles' }, { label: 'Topics' }]} />
      <PageHeader
        title="Topics"
        intro="Every topic our articles are tagged with, and how many articles each has. Pick one to see its articles, newest first."
      />
      <TagsList />
    </Stack>
  );
}

export const tagsPage: PageModule = {
  source: 'site/pages/TagsPage.tsx',
  Component: TagsPage,
  data: () => [TAGS_URL],
  head: () => HEAD,
};
